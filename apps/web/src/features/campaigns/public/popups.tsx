// The popups a visitor may see after a while: the campaign banner for this page, else the consultation popup.
// Loaded after the page has finished loading, so they never weigh on its first paint or first input.

import { ConsultationPopup } from '@/features/leads/public/consultation-popup';
import { CampaignPopup } from './campaign-popup';

export default function Popups({ arrivedAt }: { arrivedAt: number }) {
  return <CampaignPopup fallback={<ConsultationPopup arrivedAt={arrivedAt} />} />;
}
