import type { ReactNode } from 'react';
import { Alert, AlertTitle, type AlertProps } from '@mui/material';

export type NoticeAlertProps = AlertProps & { heading?: ReactNode };

/** MUI's Alert with an optional AlertTitle: LazyAlert's chunk. */
export default function NoticeAlert({ heading, children, ...props }: NoticeAlertProps) {
  return (
    <Alert {...props}>
      {heading ? <AlertTitle>{heading}</AlertTitle> : null}
      {children}
    </Alert>
  );
}
