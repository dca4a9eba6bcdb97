import { Link, useOutletContext } from "react-router";

interface Section {
  id: string;
  title: string;
  summary: string;
  href: string;
}

export default function Overview() {
  const { sections } = useOutletContext<{ sections: Section[] }>();
  return (
    <div className="dashboard-sections">
      {sections.map((s) => (
        <section key={s.id} className="card" aria-labelledby={`section-${s.id}`}>
          <div className="card-body">
            <h2 id={`section-${s.id}`} className="h5">
              <Link to={s.href}>{s.title}</Link>
            </h2>
            <p className="mb-0">{s.summary}</p>
          </div>
        </section>
      ))}
    </div>
  );
}
