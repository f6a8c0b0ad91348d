/** The server's messages for one part of the application form, beside it. */
import FormHelperText from '@mui/material/FormHelperText';

export function FieldErrors({ messages, id }: { messages: readonly string[] | undefined; id?: string }) {
  if (!messages?.length) return null;
  return (
    <div id={id} role="alert">
      {messages.map((message) => (
        <FormHelperText key={message} error>{message}</FormHelperText>
      ))}
    </div>
  );
}
