/**
 * The upload component (docs/conventions.md "Files"): drop files on it or choose them with its button
 * (a real <input type=file>, so the keyboard and screen readers work as with any button). Each file
 * gets a row with a progress bar (xhrRequest's upload progress through the caller's `upload`), a
 * cancel button (an AbortSignal) while it goes, and the server's Finnish message beside it when it is
 * refused. A failed or cancelled file stays in the list with "Yritä uudelleen": nothing the user
 * chose is lost, until a good file has replaced it (any file where one is taken, the same name
 * where several are): then its row goes, as it asks for nothing any more. The server decides what
 * is allowed; `accept` and `maxBytes` only spare a round trip.
 */
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { UploadProgress } from '../../dataProvider/xhr';
import { errorMessage, httpFieldErrors } from '../form/httpErrorFields';

/** SPEC §3's file types, as the browser names them. */
export const PDF_TYPES = ['application/pdf'] as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const TYPE_LABEL: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };
const TYPE_EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg,.jpeg', 'image/png': '.png' };

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

export interface UploadCallOptions {
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

export interface FileUploadProps<T> {
  /** Sends one file (a declared upload action: `dataProvider.action(addReferenceImage, params, { fields, files: { file }, ...options })`); its answer goes to onUploaded. */
  upload?: (file: File, options: UploadCallOptions) => Promise<T>;
  /**
   * Instead of `upload`: the chosen (or dropped) files are handed to the caller, which sends them
   * with its own form (a case's answer: its text and files in one request) and lists them itself.
   */
  onChoose?: (files: File[]) => void;
  onUploaded?: (result: T, file: File) => void;
  /** The MIME types the route takes (PDF_TYPES, IMAGE_TYPES). */
  accept: readonly string[];
  multiple?: boolean;
  maxBytes?: number;
  /** The visible name of the upload area (what is being uploaded). */
  label: string;
  disabled?: boolean;
  /** The field whose server message belongs to the file (default `file`). */
  field?: string;
}

type Status = 'uploading' | 'done' | 'failed' | 'cancelled';

interface Item {
  key: number;
  file: File;
  status: Status;
  percent: number | null;
  error?: string;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function FileUpload<T>({ upload, onChoose, onUploaded, accept, multiple = false, maxBytes = DEFAULT_MAX_BYTES, label, disabled = false, field = 'file' }: FileUploadProps<T>) {
  const translate = useTranslate();
  const labelId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = useCallback((key: number, change: Partial<Item>) => {
    if (mounted.current) setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    async (key: number, file: File) => {
      if (!upload) return;
      if (file.size === 0) return patch(key, { status: 'failed', error: translate('pateva.files.empty') });
      if (file.size > maxBytes) return patch(key, { status: 'failed', error: translate('pateva.files.tooLarge', { size: megabytes(maxBytes) }) });
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { status: 'uploading', percent: 0, error: undefined });
      try {
        const result = await upload(file, {
          signal: controller.signal,
          onProgress: (progress) => patch(key, { percent: progress.percent }),
        });
        if (mounted.current) {
          const replaced = (item: Item) => (item.status === 'failed' || item.status === 'cancelled') && (!multiple || item.file.name === file.name);
          setItems((all) => all.filter((item) => item.key === key || !replaced(item)).map((item) => (item.key === key ? { ...item, status: 'done', percent: 100 } : item)));
        }
        onUploaded?.(result, file);
      } catch (error) {
        if (isAbort(error)) patch(key, { status: 'cancelled', percent: null });
        else patch(key, { status: 'failed', percent: null, error: httpFieldErrors(error)[field] ?? errorMessage(error, translate('pateva.files.failed')) });
      } finally {
        controllers.current.delete(key);
      }
    },
    [field, maxBytes, multiple, onUploaded, patch, translate, upload],
  );

  const add = (files: FileList | File[] | null) => {
    if (!files || disabled) return;
    const chosen = Array.from(files).slice(0, multiple ? undefined : 1);
    if (onChoose) return onChoose(chosen);
    const added = chosen.map((file) => ({ key: nextKey.current++, file, status: 'uploading' as Status, percent: 0 }));
    setItems((all) => [...all.filter((item) => item.status !== 'done'), ...added]);
    for (const item of added) void send(item.key, item.file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer?.files ?? null);
  };

  const types = accept.map((type) => TYPE_LABEL[type] ?? type).join(', ');
  const name = (item: Item) => item.file.name;

  return (
    <Box>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        sx={{
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
        }}
      >
        <Typography id={labelId} component="p" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', my: 1 }}>
          <Typography component="span" variant="body2">
            {translate(dragging ? 'pateva.files.dropActive' : multiple ? 'pateva.files.dropMany' : 'pateva.files.drop')}
          </Typography>
          <Button variant="outlined" onClick={() => input.current?.click()} startIcon={<UploadFileIcon />} disabled={disabled} aria-describedby={hintId}>
            {translate(multiple ? 'pateva.files.chooseMany' : 'pateva.files.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            aria-label={label}
            multiple={multiple}
            disabled={disabled}
            accept={accept.map((type) => `${type},${TYPE_EXTENSIONS[type] ?? ''}`).join(',')}
            onChange={(event) => {
              add(event.target.files);
              // The same file chosen again (after a failure) must fire onChange again.
              event.target.value = '';
            }}
          />
        </Stack>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {translate('pateva.files.allowed', { types, size: megabytes(maxBytes) })}
        </Typography>
      </Box>
      {items.length > 0 && (
        <Stack component="ul" aria-label={translate('pateva.files.listLabel')} spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1, mb: 0 }}>
          {items.map((item) => (
            <Box component="li" key={item.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
                  {name(item)}
                </Typography>
                {item.status === 'uploading' && (
                  <Button size="small" onClick={() => controllers.current.get(item.key)?.abort()} aria-label={translate('pateva.files.cancelLabel', { name: name(item) })}>
                    {translate('pateva.files.cancel')}
                  </Button>
                )}
                {(item.status === 'failed' || item.status === 'cancelled') && (
                  <Button size="small" onClick={() => void send(item.key, item.file)} aria-label={translate('pateva.files.retryLabel', { name: name(item) })}>
                    {translate('pateva.files.retry')}
                  </Button>
                )}
                {item.status !== 'uploading' && (
                  <IconButton
                    size="small"
                    onClick={() => setItems((all) => all.filter((other) => other.key !== item.key))}
                    aria-label={translate('pateva.files.dismissLabel', { name: name(item) })}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                )}
              </Stack>
              {item.status === 'uploading' && (
                <LinearProgress
                  variant={item.percent === null ? 'indeterminate' : 'determinate'}
                  value={item.percent ?? undefined}
                  aria-label={translate('pateva.files.progress', { name: name(item) })}
                  sx={{ mt: 1 }}
                />
              )}
              {item.status === 'done' && (
                <Typography variant="body2" color="success.main" role="status">
                  {translate('pateva.files.done')}
                </Typography>
              )}
              {item.status === 'cancelled' && (
                <Typography variant="body2" role="status">
                  {translate('pateva.files.cancelled')}
                </Typography>
              )}
              {item.status === 'failed' && item.error && (
                <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                  {item.error}
                </Alert>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
