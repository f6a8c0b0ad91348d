/** Fresh valid business IDs for tests, so tests never collide with each other or the demo data. */
import { businessIdFromBody } from '../../src/domain/businessId';

export function randomBusinessId(): string {
  for (;;) {
    const body = String(3000000 + Math.floor(Math.random() * 6999999)).padStart(7, '0');
    const id = businessIdFromBody(body);
    if (id) return id;
  }
}
