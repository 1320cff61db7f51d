// /disease-management: nutrition therapy for PCOS, PCOD, thyroid disorders and diabetes, our approach and reasons to choose us.
import { createFileRoute } from '@tanstack/react-router';
import { DiseaseManagementPage } from '@/features/site/public/disease-management-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/disease-management')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Disease Management: PCOS, PCOD, Thyroid and Diabetes',
      description:
        'Dietitian-led nutrition therapy for PCOS, PCOD, thyroid disorders and Type 1 and Type 2 diabetes. Personalised plans, online consultations worldwide.',
    }),
  component: DiseaseManagementPage,
});
