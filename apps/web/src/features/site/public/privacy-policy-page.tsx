// /privacy-policy: what the forms collect, why, how it is kept and how to have it deleted.
import { ContactEmail, ContactPhone, LegalPage, LegalSection } from '@/features/site/public/legal-page';
import { useSiteDetails } from '@/features/site/site-details';

export function PrivacyPolicyPage() {
  const site = useSiteDetails();
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          {site.business_name} is an online nutrition coaching practice run by {site.owner_name}, a certified dietitian
          based in India, serving clients worldwide. Your health information is personal, and we treat it that way. This
          policy explains what we collect, why, and the choices you have.
        </p>
      }
    >
      <LegalSection id="information-we-collect" title="1. Information we collect">
        <p>We only collect what you choose to send us through the forms on this website:</p>
        <ul>
          <li>
            <strong>Consultation booking form:</strong> your name, e-mail address, phone number, age, current weight,
            target weight, your goal (for example weight loss or weight gain) and any message you add.
          </li>
          <li>
            <strong>Expert call-back request:</strong> your name, e-mail address, phone number and an optional message.
          </li>
          <li>
            <strong>Contact form:</strong> your name, e-mail address, phone number (optional), subject and message.
          </li>
        </ul>
        <p>
          During coaching you may also share health details such as medical conditions, lab reports, medication and
          eating habits. We ask only for what we need to give you safe, personalised advice.
        </p>
        <p>
          The BMI calculator runs entirely in your browser; the height and weight you enter there are not sent to us.
        </p>
      </LegalSection>

      <LegalSection id="how-we-use-it" title="2. How we use your information">
        <p>We use your information only to:</p>
        <ul>
          <li>respond to your enquiry or call-back request;</li>
          <li>schedule and hold your consultations;</li>
          <li>prepare your personalised nutrition plan and follow your progress;</li>
          <li>send you confirmations, replies and plan updates by e-mail, phone or WhatsApp.</li>
        </ul>
        <p>
          We do not use your information for advertising, we do not build marketing profiles, and we do not send
          newsletters unless you ask for them.
        </p>
      </LegalSection>

      <LegalSection id="email-delivery" title="3. E-mail delivery">
        <p>
          When you submit a form, we send a confirmation to you and a notification to our team by e-mail. These e-mails
          are sent through an e-mail delivery service that processes your name, e-mail address and the details of your
          request only to deliver the message.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="4. Sharing and selling">
        <p>
          <strong>We never sell, rent or trade your personal information.</strong> We share it only with the service
          providers we need to run this website and deliver e-mail, under obligations to keep it confidential, or when
          the law requires us to. With your permission, we may coordinate with your doctor about your nutrition plan.
        </p>
      </LegalSection>

      <LegalSection id="storage-and-security" title="5. Storage, security and retention">
        <p>
          Your information is stored on secured servers that only {site.business_name} can access. We keep enquiries and
          coaching records for as long as we need them to support you and meet our legal and professional obligations,
          and then delete them.
        </p>
        <RetentionPeriod />
        <p>
          Because we coach clients around the world, your information may be processed in India or in the country of our
          hosting and e-mail providers. We apply the same protection wherever it is processed.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="6. Cookies and local storage">
        <p>
          We do not use advertising or tracking cookies. This website uses your browser’s local storage only to remember
          that you closed the consultation popup or the BMI banner, so we do not show them again too soon, and to keep
          administrators of the site signed in. You can clear this at any time in your browser settings.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="7. Your rights and deleting your data">
        <p>
          You can ask us at any time to show you the information we hold about you (we send it as one file), to correct
          it, or to delete it. To do so, e-mail <ContactEmail /> from the address you used with us. We will confirm
          within 30 days, and sooner where we can. Depending on where you live, you may have further rights under local
          law, such as India’s Digital Personal Data Protection Act or the GDPR, and we will honour them.
        </p>
      </LegalSection>

      <LegalSection id="children" title="8. Children">
        <p>
          Our services are meant for adults and for young people aged 16 or over. If you are under 18, please ask a
          parent or guardian to contact us with you.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="9. Changes to this policy">
        <p>
          If we change how we handle your information, we will update this page and the date at the top. Significant
          changes will be highlighted on the website.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="10. Contact us">
        <p>
          Questions about your privacy? Write to <ContactEmail /> or call <ContactPhone />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

/** The Settings' "Delete leads older than N months", when the owner set one. */
function RetentionPeriod() {
  const months = useSiteDetails().lead_retention_months;
  if (!months) return null;
  return (
    <p>
      Consultation requests and messages are deleted automatically {months} {months === 1 ? 'month' : 'months'} after we
      receive them, together with any booked time and the e-mails about them.
    </p>
  );
}
