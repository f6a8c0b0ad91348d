/**
 * A pending group relation's answer by the company asked to consent (SPEC §7 Relationships):
 * accepted (it becomes active, the relation is answered) or rejected (it is removed, 204). Either
 * changes the relation lists of both companies, so each refreshes what is held of 'relationships'.
 */
import { responseSchema } from '../entities/entity';
import { relationship } from '../entities/relationship';
import { defineAction } from './action';
import { resourceKey } from './queryKeys';

const RELATIONSHIP = '/companies/:id/relationships/:relId';
const relationships = () => [resourceKey(relationship.resource)];

export const acceptRelationship = defineAction({
  method: 'POST',
  path: `${RELATIONSHIP}/accept`,
  answer: responseSchema(relationship),
  touches: relationships,
});

export const rejectRelationship = defineAction({
  method: 'POST',
  path: `${RELATIONSHIP}/reject`,
  answer: null,
  touches: relationships,
});
