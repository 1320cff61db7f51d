// "Book Consultation": go to /contact#consultation, or only scroll there when already on /contact.
import { CONSULTATION_SECTION_ID } from '@coach/shared';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { scrollToConsultation } from '@/lib/section-scroll';

export function useBookConsultation() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return useCallback(() => {
    if (pathname === '/contact') scrollToConsultation();
    else void navigate({ to: '/contact', hash: CONSULTATION_SECTION_ID });
  }, [navigate, pathname]);
}
