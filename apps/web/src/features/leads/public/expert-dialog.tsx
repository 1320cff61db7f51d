// "Talk to an Expert": the call-back dialog every public page carries, opened by the floating bar's "Talk to Expert"
// (a link to #talk-to-expert: without script the page's CSS shows it, with script it opens as a modal at once). The
// form inside is an island, woken as the dialog opens.
import { FORM_ANCHORS } from '@coach/shared';
import { PageDialog } from '@/components/ui/page-dialog';
import type { FormPost } from '@/lib/form-post';
import CallbackForm from './callback-form.island';

/** The dialog's id: what its opener links to, and where a call-back post's answer opens. */
export const EXPERT_DIALOG_ID = FORM_ANCHORS.callback;

export function ExpertDialog({ post }: { post: FormPost }) {
  return (
    <PageDialog
      id={EXPERT_DIALOG_ID}
      title="Talk to an Expert"
      description="Get a free 15-minute consultation. Our expert will call you within 24 hours."
    >
      <CallbackForm post={post} />
    </PageDialog>
  );
}
