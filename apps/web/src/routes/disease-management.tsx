// /disease-management: the page the owner edits in Pages (the conditions, the approach, why choose us and a call to
// action); `?preview=<token>` shows her draft (the server checks the link first).
import { createFileRoute } from '@tanstack/react-router';
import { loadSitePage, sitePageHead } from '@/features/site/pages-api';
import { DiseaseManagementPage } from '@/features/site/public/disease-management-page';
import { searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ preview: text(2000) });

export const Route = createFileRoute('/disease-management')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  loader: ({ context, deps }) => loadSitePage(context, 'disease-management', deps.preview),
  head: ({ match }) =>
    sitePageHead(match, 'disease-management', {
      title: 'Disease Management: PCOS, PCOD, Thyroid and Diabetes',
      description:
        'Dietitian-led nutrition therapy for PCOS, PCOD, thyroid disorders and Type 1 and Type 2 diabetes. Personalised plans, online consultations worldwide.',
    }),
  component: DiseaseManagementPage,
});
