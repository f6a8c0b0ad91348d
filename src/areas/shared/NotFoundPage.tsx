/**
 * The Finnish "page not found" of every area (issue 9 #15), in place of react-admin's own:
 * what happened, and the ways on. `title` and `body` let a part of a page (a company's
 * unknown section) say more precisely what was not found.
 */
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface NotFoundPageProps {
  /** A more precise text than "no page at this address". */
  body?: string;
  /** Where "back" leads and what it says; the front page by default. */
  back?: { to: string; label: string };
  /** The page the title names beside "not found" (e.g. the company). */
  titleContext?: string;
}

/** As react-admin's catchAll: the page for an address no route knows. */
export const AreaNotFound = () => <NotFoundPage />;

export function NotFoundPage({ body, back, titleContext }: NotFoundPageProps) {
  const translate = useTranslate();
  const title = translate('pateva.notFound.title');
  return (
    <Box component="section" sx={{ py: 4, maxWidth: 640 }}>
      <Title title={titleContext ? `${title} – ${titleContext}` : title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{body ?? translate('pateva.notFound.body')}</Typography>
      <Button variant="contained" component={Link} to={back?.to ?? '/'}>
        {back?.label ?? translate('pateva.notFound.home')}
      </Button>
    </Box>
  );
}
