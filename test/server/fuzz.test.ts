/** No 5xx for any input: shard 1 of fuzzRoutes.ts (every route, see there). */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { fuzzShard } from './fuzzRoutes';

const env = useTestApp();

describe('every route with a fuzzer\'s inputs (shard 1)', () => {
  it('never answers 5xx', async () => {
    expect(await fuzzShard(env, 0)).toEqual([]);
  }, 600_000);
});
