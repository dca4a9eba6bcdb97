// Home under the hero: below the fold on every screen (the hero fills the first), so its code
// loads after the first paint (see ~/components/deferred).
import { Link } from "react-router";
import type { Identity } from "../../../server/config";
import type { JummahInfo } from "~/modules/jummah/sessions";
import type { PastEventImage } from "~/modules/media/images";
import type { NavForms } from "~/modules/nav-forms/keys";
import { CtaLink } from "~/components/cta-link";
import { GetInvolved } from "./get-involved";
import { JummahBlock } from "./jummah-block";
import { Notifications } from "./notifications";
import { PastEvents } from "./past-events";
import { PrayerTimesBlock, type PrayerTimesData } from "./prayer-times-block";
import { ProgramBlock } from "./program-block";

export interface HomeLowerProps {
  /** Today's table, and the Friday Jumu'ah on Campus shows ("YYYY-MM-DD"). */
  prayer: PrayerTimesData & { jummahDate: string };
  jummah: JummahInfo;
  identity: Pick<Identity, "shortName" | "orphanSponsorship" | "iic">;
  navForms: NavForms;
  images: PastEventImage[];
}

export default function HomeLower({ prayer, jummah, identity, navForms, images }: HomeLowerProps) {
  return (
    <>
      <section id="welcome" className="container page-section">
        <h2>Assalamu alaikum, welcome!</h2>
        <p>
          We are the {identity.shortName}: students serving students, on campus and beyond. Read{" "}
          <Link to="/our-mission">our mission</Link> to learn what we do and why.
        </p>
        <CtaLink to="/our-mission">Our Mission</CtaLink>
      </section>
      <PrayerTimesBlock data={prayer} />
      <JummahBlock info={jummah} friday={prayer.jummahDate} feedbackUrl={navForms.khutbah_feedback} />
      <div className="container page-section programs">
        <ProgramBlock
          id="orphan-sponsorship"
          title="Orphan Sponsorship Program"
          image="/images/orphan-sponsorship.svg"
          url={identity.orphanSponsorship.url}
          donateUrl={identity.orphanSponsorship.donateUrl}
        >
          Together, students sponsor orphaned children abroad, one monthly contribution at a time: food, schooling and
          care that a student budget can reach.
        </ProgramBlock>
        <ProgramBlock
          id="iic"
          title="Islamic Information Centre"
          image="/images/islamic-information-centre.svg"
          url={identity.iic.url}
          donateUrl={identity.iic.donateUrl}
        >
          Curious about Islam? The centre answers questions on campus with booths, talks and free literature, for anyone
          who asks.
        </ProgramBlock>
      </div>
      <GetInvolved volunteerUrl={navForms.volunteer} />
      <PastEvents images={images} />
      <Notifications />
    </>
  );
}
