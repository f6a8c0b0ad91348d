/**
 * SPEC §4's image carousel: wrap-around next and previous (also with the arrow keys when focused),
 * a dot per image, alt texts; fits a phone (the image scales to the width). The state is the
 * reducer of src/domain/carousel.ts; `images` reloaded keep the active one when it still exists.
 */
import { useEffect, useReducer } from 'react';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { carouselReducer, initialCarousel, type CarouselImage } from '../../domain/carousel';

interface Props {
  images: CarouselImage[];
  /** The carousel's accessible name, e.g. the reference's title. */
  label: string;
}

export function ImageCarousel({ images, label }: Props) {
  const translate = useTranslate();
  const [state, dispatch] = useReducer(carouselReducer, images, initialCarousel);
  useEffect(() => dispatch({ type: 'set', images }), [images]);
  if (state.images.length === 0) return <Typography color="text.secondary">{translate('references.carousel.empty')}</Typography>;
  const active = state.images[state.active] ?? state.images[0];
  const many = state.images.length > 1;
  return (
    <Box
      role="region"
      aria-roledescription={translate('references.carousel.role')}
      aria-label={label}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') dispatch({ type: 'next' });
        else if (event.key === 'ArrowLeft') dispatch({ type: 'previous' });
        else return;
        event.preventDefault();
      }}
      sx={{ maxWidth: 800, width: '100%', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
    >
      <Box sx={{ position: 'relative', bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden', aspectRatio: '4 / 3' }}>
        <Box component="img" src={active.url} alt={active.alt} sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', mt: 1 }}>
        {many && (
          <IconButton aria-label={translate('references.carousel.previous')} onClick={() => dispatch({ type: 'previous' })}>
            <span aria-hidden>‹</span>
          </IconButton>
        )}
        <Typography aria-live="polite" sx={{ minWidth: 64, textAlign: 'center' }}>
          {translate('references.carousel.position', { current: state.active + 1, total: state.images.length })}
        </Typography>
        {many && (
          <IconButton aria-label={translate('references.carousel.next')} onClick={() => dispatch({ type: 'next' })}>
            <span aria-hidden>›</span>
          </IconButton>
        )}
      </Stack>
      {many && (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          {state.images.map((image, index) => (
            <IconButton
              key={image.id ?? image.url}
              size="small"
              aria-label={translate('references.carousel.show', { n: index + 1 })}
              aria-current={index === state.active ? 'true' : undefined}
              onClick={() => dispatch({ type: 'select', index })}
            >
              <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: index === state.active ? 'primary.main' : 'grey.400' }} />
            </IconButton>
          ))}
        </Stack>
      )}
    </Box>
  );
}
