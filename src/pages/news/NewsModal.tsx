/**
 * The front-page news modal (SPEC §2, §3 News item, §4): the listing, or one selected item with its
 * article; going back or closing returns to the listing with nothing selected. Reads the portal's own
 * GET /api/feed and GET /api/getarticle (the association feed's shape), never the feed itself.
 * Loaded with React.lazy from the signed-in areas only.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useReducer, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { LoadingLine } from '../../components/LoadingLine';
import { newsArticle, newsFeed } from '../../domain/api/newsActions';
import { formatDate } from '../../domain/formats';
import { initialNewsModal, newsModalReducer, safeImageUrl, type NewsFeedItem } from '../../domain/news';

/** A feed's date in the Finnish format when it is a calendar date; else as the feed wrote it. */
const shownDate = (date: string | null) => (date && /^\d{4}-\d{2}-\d{2}/.test(date) ? formatDate(date.slice(0, 10)) : (date ?? ''));

function NewsImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  const url = safeImageUrl(src);
  if (!url || failed) return null;
  // Decorative: the title says what the news is about.
  return <Box component="img" src={url} alt="" onError={() => setFailed(true)} sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 1, mb: 2 }} />;
}

function Listing({ onSelect }: { onSelect: (item: NewsFeedItem) => void }) {
  const translate = useTranslate();
  const feed = useActionQuery(newsFeed, {}, { query: { limit: 10 }, retry: false });
  if (feed.isPending) return <LoadingLine text={translate('news.loading')} />;
  if (feed.isError)
    return (
      <Alert severity="warning" action={<Button onClick={() => void feed.refetch()}>{translate('news.retry')}</Button>}>
        {translate('news.failed')}
      </Alert>
    );
  if (feed.data.length === 0) return <Typography>{translate('news.empty')}</Typography>;
  return (
    <List disablePadding>
      {feed.data.map((item) => (
        <ListItem key={String(item.id)} disablePadding divider>
          <ListItemButton onClick={() => onSelect(item)}>
            <ListItemText
              primary={item.title}
              slotProps={{ primary: { component: 'h3', sx: { fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' } }, secondary: { component: 'div' } }}
              secondary={
                <>
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 0.5 }}>
                    {item.date && <span>{shownDate(item.date)}</span>}
                    {item.categoryName && <Chip size="small" label={item.categoryName} />}
                  </Box>
                  {item.description && <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{item.description}</Box>}
                </>
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function Selected({ item }: { item: NewsFeedItem }) {
  const translate = useTranslate();
  const article = useActionQuery(newsArticle, {}, { query: { id: item.id }, retry: false });
  return (
    <Box component="article" aria-labelledby="news-item-title">
      <Typography variant="h6" component="h3" id="news-item-title" sx={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {item.date && <Typography variant="body2" color="text.secondary">{shownDate(item.date)}</Typography>}
        {item.categoryName && <Chip size="small" label={item.categoryName} />}
      </Box>
      <NewsImage src={item.image} />
      {article.isPending && <LoadingLine text={translate('news.articleLoading')} />}
      {article.isError && (
        <>
          {item.description && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.description}</Typography>}
          <Alert severity="info" sx={{ mt: 2 }}>{translate('news.articleFailed')}</Alert>
        </>
      )}
      {article.data && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{article.data.body || item.description}</Typography>}
    </Box>
  );
}

export default function NewsModal({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [state, dispatch] = useReducer(newsModalReducer, { ...initialNewsModal, open: true });
  const close = () => {
    dispatch({ type: 'close' });
    onClose();
  };
  return (
    <Dialog open={state.open} onClose={close} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="news-title">
      <DialogTitle id="news-title" component="h2">{translate('news.title')}</DialogTitle>
      <DialogContent dividers>
        {state.screen === 'selected' && state.selected ? <Selected item={state.selected} /> : <Listing onSelect={(item) => dispatch({ type: 'select', item })} />}
      </DialogContent>
      <DialogActions>
        {state.screen === 'selected' && <Button onClick={() => dispatch({ type: 'toListing' })}>{translate('news.back')}</Button>}
        <Button onClick={close}>{translate('news.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
