// The modal dialog itself (focus trap, Escape, click outside), loaded with its dialog library when a modal first opens.
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '@/lib/use-return-focus';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** "wide" for long forms (recipes, transformations, banners). */
  size?: 'default' | 'wide';
};

export default function DialogModal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'default',
}: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className={clsx(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl',
            size === 'wide' ? 'max-w-3xl' : 'max-w-lg',
          )}
        >
          <Dialog.Close
            className="absolute right-3 top-3 rounded-full p-2 text-slate-500 hover:bg-slate-100"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <Dialog.Title className="pr-8 font-display text-2xl font-bold text-slate-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
