// /disclaimer: the website's information is not medical advice, and results vary from person to person.
import { Link } from '@tanstack/react-router';
import { ContactEmail, LegalPage, LegalSection } from '@/features/site/public/legal-page';

export function DisclaimerPage() {
  return (
    <LegalPage
      title="Disclaimer"
      intro={
        <p>
          We want this website to be genuinely useful, and we also want you to use it safely. Please read the points
          below before acting on anything you find here.
        </p>
      }
    >
      <LegalSection id="not-medical-advice" title="1. Not medical advice">
        <p>
          The articles, recipes, videos, BMI calculator and other content on this website are general nutrition
          education. They are not medical advice and are not a substitute for diagnosis or treatment by a qualified
          doctor. Personalised guidance is given only within a consultation, based on the information you share with us.
        </p>
      </LegalSection>

      <LegalSection id="consult-your-doctor" title="2. Talk to your doctor first">
        <p>Always consult your doctor before making significant changes to your diet, especially if you:</p>
        <ul>
          <li>have PCOS, PCOD, a thyroid disorder, diabetes, or a heart, kidney or liver condition;</li>
          <li>take medication, including insulin or thyroid hormones;</li>
          <li>are pregnant, planning a pregnancy or breastfeeding;</li>
          <li>have, or have had, an eating disorder.</li>
        </ul>
        <p>Never stop or change prescribed medication without your doctor’s advice.</p>
      </LegalSection>

      <LegalSection id="results-vary" title="3. Results vary">
        <p>
          The transformations, testimonials and statistics on this website reflect the experiences of individual
          clients. Results depend on your health, body, consistency and circumstances, and we cannot promise that you
          will achieve the same outcome or within the same time.
        </p>
      </LegalSection>

      <LegalSection id="bmi-calculator" title="4. The BMI calculator">
        <p>
          Body Mass Index is a simple screening measure. It does not account for muscle mass, age, ethnicity or body
          shape, and it cannot diagnose any condition. Use your result as a starting point for a conversation, not as a
          verdict.
        </p>
      </LegalSection>

      <LegalSection id="recipes-and-allergies" title="5. Recipes and allergies">
        <p>
          Check every recipe’s ingredients against your own allergies, intolerances and dietary needs. Nutritional
          values, where shown, are estimates.
        </p>
      </LegalSection>

      <LegalSection id="external-links" title="6. External services">
        <p>
          This website links to services run by others, such as video platforms, social networks and WhatsApp. We are
          not responsible for their content or their privacy practices.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="7. Questions">
        <p>
          If anything here is unclear, write to <ContactEmail /> or <Link to="/contact">get in touch</Link>. You can
          also read our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
          <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
