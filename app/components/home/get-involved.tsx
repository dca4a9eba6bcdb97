import { CtaLink } from "~/components/cta-link";

/** Home's Get Involved band: Volunteer (the Volunteer Sign-up form when staff have set one) and Contact us. */
export function GetInvolved({ volunteerUrl }: { volunteerUrl?: string }) {
  return (
    <section className="get-involved" aria-labelledby="get-involved-title">
      <div className="container">
        <h2 id="get-involved-title">Get Involved</h2>
        <p>
          The MSA runs on volunteers: events, Jumu'ah, outreach, tech and more. Lend a hand for an afternoon or a term,
          or tell us what you would like to see on campus.
        </p>
        <div className="cta-row">
          {volunteerUrl ? (
            <CtaLink to={volunteerUrl} external>
              Volunteer<span className="visually-hidden"> (opens in a new tab)</span>
            </CtaLink>
          ) : (
            // No sign-up form yet: the contact form reaches the team all the same.
            <CtaLink to="/contact-us">Volunteer</CtaLink>
          )}
          <CtaLink to="/contact-us" tone="light">
            Contact us
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
