import { describe, expect, it } from 'vitest';
import { REFERENCE_TAB_FIELDS, REFERENCE_TABS } from '../../src/domain/referencesPage';
import { reference } from '../../src/domain/entities/reference';
import { carouselReducer, initialCarousel, type CarouselImage, type CarouselState } from '../../src/domain/carousel';

const image = (n: number): CarouselImage => ({ id: n, url: `/kuva/${n}`, alt: `Kuva ${n}` });
const three = (): CarouselState => initialCarousel([image(1), image(2), image(3)]);

describe('image carousel (SPEC §4)', () => {
  it('starts at 0', () => {
    expect(initialCarousel().active).toBe(0);
    expect(three().active).toBe(0);
  });

  it('goes from the last to the first with next, and from the first to the last with previous', () => {
    let state = three();
    state = carouselReducer(state, { type: 'next' });
    state = carouselReducer(state, { type: 'next' });
    expect(state.active).toBe(2);
    expect(carouselReducer(state, { type: 'next' }).active).toBe(0);
    expect(carouselReducer(three(), { type: 'previous' }).active).toBe(2);
  });

  it('removing an image resets the active index to 0', () => {
    const state = carouselReducer(carouselReducer(three(), { type: 'next' }), { type: 'next' });
    const removed = carouselReducer(state, { type: 'remove', index: 1 });
    expect(removed.images.map((i) => i.id)).toEqual([1, 3]);
    expect(removed.active).toBe(0);
    expect(carouselReducer(state, { type: 'remove', index: 5 })).toBe(state);
  });

  it('adding an image moves the active index to it', () => {
    const empty = initialCarousel();
    const one = carouselReducer(empty, { type: 'add', image: image(1) });
    expect(one.active).toBe(0);
    const two = carouselReducer(one, { type: 'add', image: image(2) });
    expect(two.active).toBe(1);
    expect(carouselReducer(three(), { type: 'add', image: image(4) }).active).toBe(3);
  });

  it('clearing removes every image', () => {
    expect(carouselReducer(carouselReducer(three(), { type: 'next' }), { type: 'clear' })).toEqual({ images: [], active: 0 });
  });

  it('next and previous do nothing without images; select keeps to existing ones', () => {
    const empty = initialCarousel();
    expect(carouselReducer(empty, { type: 'next' })).toBe(empty);
    expect(carouselReducer(empty, { type: 'previous' })).toBe(empty);
    expect(carouselReducer(three(), { type: 'select', index: 2 }).active).toBe(2);
    expect(carouselReducer(three(), { type: 'select', index: 3 }).active).toBe(0);
  });

  it('reloaded images keep the active one when it still exists', () => {
    const state = carouselReducer(three(), { type: 'select', index: 2 });
    expect(carouselReducer(state, { type: 'set', images: [image(1), image(2), image(3)] }).active).toBe(2);
    expect(carouselReducer(state, { type: 'set', images: [image(1)] }).active).toBe(0);
  });
});

describe('references page states (SPEC §2)', () => {
  it('the form starts at the project tab', () => {
    expect(REFERENCE_TABS[0]).toBe('project');
  });

  it('every field a client sends is on exactly one tab', () => {
    const sent = Object.entries(reference.fields).filter(([key, field]) => field.input !== null && key !== 'contractorId').map(([key]) => key);
    const onTabs = Object.values(REFERENCE_TAB_FIELDS).flat();
    expect([...onTabs].sort()).toEqual([...sent].sort());
  });
});
