/**
 * SPEC §3 Image carousel per carousel id: images (url, and file when uploaded locally) and the
 * active index; SPEC §4: next past the last goes to the first, previous before the first goes to
 * the last, removing an image resets the active index to 0, clearing removes the entries, adding
 * an image moves the active index to it; it starts at 0.
 */
export interface CarouselImage {
  /** The stored image's id; absent for one only added locally. */
  id?: number;
  url: string;
  alt: string;
  file?: File;
}

export interface CarouselState {
  images: CarouselImage[];
  active: number;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'select'; index: number }
  | { type: 'add'; image: CarouselImage }
  | { type: 'remove'; index: number }
  | { type: 'set'; images: CarouselImage[] }
  | { type: 'clear' };

export const initialCarousel = (images: CarouselImage[] = []): CarouselState => ({ images, active: 0 });

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const count = state.images.length;
  switch (action.type) {
    case 'next':
      return count === 0 ? state : { ...state, active: (state.active + 1) % count };
    case 'previous':
      return count === 0 ? state : { ...state, active: (state.active - 1 + count) % count };
    case 'select':
      return action.index >= 0 && action.index < count ? { ...state, active: action.index } : state;
    case 'add':
      return { images: [...state.images, action.image], active: count };
    case 'remove':
      if (action.index < 0 || action.index >= count) return state;
      return { images: state.images.filter((_, index) => index !== action.index), active: 0 };
    case 'set':
      // The stored images (re)loaded: keep the active one when it still exists.
      return { images: action.images, active: state.active < action.images.length ? state.active : 0 };
    case 'clear':
      return initialCarousel();
  }
}
