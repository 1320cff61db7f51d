// /terms-of-service: the terms on which the website and the online coaching services are offered.
import { Link } from '@tanstack/react-router';
import { ContactEmail, ContactPhone, LegalPage, LegalSection } from '@/features/site/public/legal-page';
import { useSiteDetails } from '@/features/site/site-details';

export function TermsOfServicePage() {
  const site = useSiteDetails();
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms apply to your use of this website and to the online nutrition coaching offered by{' '}
          {site.business_name}, led by {site.owner_name}, certified dietitian, from India to clients worldwide. By using
          the website or booking a consultation, you agree to them.
        </p>
      }
    >
      <LegalSection id="our-services" title="1. Our services">
        <p>
          We offer personalised nutrition coaching for weight loss, weight gain, skin toning and the nutritional
          management of conditions such as PCOS, PCOD, thyroid disorders and diabetes. Coaching takes place online, by
          video call, phone, e-mail and WhatsApp. Program details, duration and fees are confirmed with you before you
          begin.
        </p>
      </LegalSection>

      <LegalSection id="not-medical-care" title="2. Nutrition coaching is not medical treatment">
        <p>
          Our advice is about food, nutrition and lifestyle. It does not diagnose or treat disease and does not replace
          your doctor. Please keep seeing your doctor for any medical condition, and do not stop or change prescribed
          medication without their advice. See our <Link to="/disclaimer">Disclaimer</Link> for more.
        </p>
      </LegalSection>

      <LegalSection id="eligibility" title="3. Who can use our services">
        <p>
          You must be at least 16 years old to book a consultation. If you are under 18, a parent or guardian must agree
          to these terms with you. Our programs are not designed for pregnancy, breastfeeding or eating disorders unless
          we have agreed a specific plan with you and your doctor.
        </p>
      </LegalSection>

      <LegalSection id="your-responsibilities" title="4. Your responsibilities">
        <ul>
          <li>Give accurate, complete information about your health, medication, allergies and lifestyle.</li>
          <li>Tell us promptly about any change in your health or any new diagnosis or medication.</li>
          <li>Follow your plan sensibly, and stop and seek medical help if you feel unwell.</li>
          <li>Use the plans, recipes and materials we give you for your own personal use only.</li>
        </ul>
      </LegalSection>

      <LegalSection id="consultations" title="5. Consultations, fees and cancellations">
        <p>
          Your first consultation is free and lasts about 45-60 minutes. Fees for paid programs and check-ins, what they
          include, and how they are paid are agreed with you in writing before you start. If you need to reschedule a
          session, please let us know at least 24 hours in advance. Refunds, where offered, follow the terms agreed for
          your program.
        </p>
      </LegalSection>

      <LegalSection id="results" title="6. Results">
        <p>
          Everyone’s body is different. Results depend on your health, genetics, consistency and many other factors, so
          we cannot guarantee any particular outcome. The transformations and testimonials on this website are real
          experiences of individual clients and are not a promise of the same results.
        </p>
      </LegalSection>

      <LegalSection id="intellectual-property" title="7. Website content">
        <p>
          The text, recipes, videos, plans and design of this website belong to {site.business_name} or its licensors.
          You are welcome to use them for your own personal, non-commercial purposes; please do not copy or republish
          them without our permission.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="8. Limitation of liability">
        <p>
          We provide our services with care and skill. To the extent the law allows, {site.business_name} is not liable
          for any indirect loss, or for any harm arising from information you did not share with us, from not following
          your plan, or from using the website’s general content in place of personalised advice.
        </p>
      </LegalSection>

      <LegalSection id="governing-law" title="9. Governing law and changes">
        <p>
          These terms are governed by the laws of India. We may update them from time to time; the date at the top of
          this page shows when they last changed, and the version in force when you book applies to that booking.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="10. Contact us">
        <p>
          Questions about these terms? Write to <ContactEmail /> or call <ContactPhone />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
