// An accessible modal dialog with a title and a close button. Closed, it is nothing: the dialog and its library load
// when a modal first opens, so public pages do not carry them up front. Focus returns where it was on close.
import { lazy, Suspense } from 'react';
import type { ModalProps } from './dialog-modal';

const DialogModal = lazy(() => import('./dialog-modal'));

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal {...props} />
    </Suspense>
  );
}
