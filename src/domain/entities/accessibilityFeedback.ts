/**
 * Feedback on accessibility from anyone, signed in or not (issue 9 #17; law 306/2019 asks
 * for such a channel): stored and mailed to Pätevä's office.
 */
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { datetime, id, text } from './fields';
import { email } from './fieldsContact';

export const ACCESSIBILITY_FEEDBACK_MAX = 5000;

export const accessibilityFeedback = defineEntity({
  resource: 'accessibility-feedback',
  path: 'accessibility-feedback',
  fields: {
    id: id(),
    message: text({
      max: ACCESSIBILITY_FEEDBACK_MAX,
      required: 'Kirjoita viesti.',
      tooLong: `Viesti on liian pitkä (enintään ${ACCESSIBILITY_FEEDBACK_MAX} merkkiä).`,
      multiline: true,
    }),
    email: email(),
    createdAt: datetime({}),
  },
});

export type AccessibilityFeedbackBody = EntityBody<typeof accessibilityFeedback>;
export type AccessibilityFeedback = EntityRecord<typeof accessibilityFeedback>;
