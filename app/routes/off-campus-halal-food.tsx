// The off-campus halal food finder: filters live in the URL (?q=&cuisine=&halal=&method=), so a
// filtered list can be shared and reloads the same; without JavaScript the form is a plain GET.
// With JavaScript the list filters as you type and the URL follows (replace, no reload).
import { useMemo, useState } from "react";
import { Form, useNavigate } from "react-router";
import type { Route } from "./+types/off-campus-halal-food";
import { pageMeta } from "~/content/forms";
import { cuisines, restaurants, type Restaurant } from "~/content/restaurants";
import {
  filterRestaurants,
  finderSearch,
  halalLevelFilters,
  NO_MATCH,
  parseFinderQuery,
  slaughterFilters,
  type FinderQuery,
} from "~/content/finder";
import { seoMeta } from "~/lib/seo";
import "~/styles/content.scss";

const PATH = "/off-campus-halal-food";

export function loader({ request }: Route.LoaderArgs) {
  return { query: parseFinderQuery(new URL(request.url).searchParams) };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({ ...pageMeta[PATH], path: PATH }, matches);
}

const levelClass = (level: string) => `halal-badge level-${level.toLowerCase().replace(/\s+/g, "-")}`;

function RestaurantCard({ r, eager }: { r: Restaurant; eager: boolean }) {
  return (
    <li className="card restaurant-card">
      <img
        className="card-img-top"
        src={r.imageUrl}
        width={320}
        height={180}
        alt=""
        loading={eager ? "eager" : "lazy"}
      />
      <div className="card-body">
        <h3 className="h5">{r.name}</h3>
        <p className="mb-0">
          <span className={levelClass(r.halalLevel)}>Halal level: {r.halalLevel}</span>
        </p>
        <dl>
          <dt>Cuisine</dt>
          <dd>{r.cuisine}</dd>
          <dt>Slaughter</dt>
          <dd>{r.slaughterMethod}</dd>
          <dt>{r.addresses.length > 1 ? "Addresses" : "Address"}</dt>
          <dd>
            {r.addresses.map((a) => (
              <address key={a}>{a}</address>
            ))}
          </dd>
        </dl>
        <div className="content-card-links">
          <a className="btn btn-outline-primary btn-sm" href={r.website} target="_blank" rel="noopener noreferrer">
            Website<span className="visually-hidden"> of {r.name} (opens in a new tab)</span>
          </a>
          <a className="btn btn-outline-primary btn-sm" href={r.mapsUrl} target="_blank" rel="noopener noreferrer">
            Map<span className="visually-hidden"> of {r.name} (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </li>
  );
}

export default function OffCampusHalalFood({ loaderData }: Route.ComponentProps) {
  const [query, setQuery] = useState<FinderQuery>(loaderData.query);
  const [synced, setSynced] = useState(loaderData.query);
  // A navigation (back/forward, a shared link) brings new filters from the loader.
  if (synced !== loaderData.query) {
    setSynced(loaderData.query);
    setQuery(loaderData.query);
  }
  const navigate = useNavigate();
  const shown = useMemo(() => filterRestaurants(restaurants, query), [query]);

  function update(change: Partial<FinderQuery>) {
    const next = { ...query, ...change };
    setQuery(next);
    void navigate(`${PATH}${finderSearch(next)}`, { replace: true, preventScrollReset: true });
  }

  return (
    <article className="container page-section content-page">
      <h1>Off-campus Halal Food</h1>
      <p className="lead-text">
        Halal restaurants near campus. Always confirm with the restaurant: halal status can change.
      </p>
      <Form method="get" className="finder-form" role="search" aria-label="Find a restaurant" preventScrollReset>
        <div>
          <label className="form-label" htmlFor="finder-q">
            Restaurant name
          </label>
          <input
            id="finder-q"
            className="form-control"
            type="search"
            name="q"
            value={query.q}
            onChange={(e) => update({ q: e.target.value })}
            autoComplete="off"
          />
        </div>
        <div>
          <label className="form-label" htmlFor="finder-cuisine">
            Cuisine
          </label>
          <select
            id="finder-cuisine"
            className="form-select"
            name="cuisine"
            value={query.cuisine}
            onChange={(e) => update({ cuisine: e.target.value })}
          >
            <option value="">All cuisines</option>
            {cuisines.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor="finder-halal">
            Halal level
          </label>
          <select
            id="finder-halal"
            className="form-select"
            name="halal"
            value={query.halal}
            onChange={(e) => update({ halal: e.target.value })}
          >
            <option value="">All levels</option>
            {halalLevelFilters.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor="finder-method">
            Slaughter method
          </label>
          <select
            id="finder-method"
            className="form-select"
            name="method"
            value={query.method}
            onChange={(e) => update({ method: e.target.value })}
          >
            <option value="">All methods</option>
            {slaughterFilters.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="content-buttons finder-actions">
          <button type="submit" className="btn btn-primary">
            Search
          </button>
          <a className="btn btn-outline-primary" href={PATH}>
            Clear
          </a>
        </div>
      </Form>
      <p className="finder-count" role="status">
        {shown.length === 0 ? NO_MATCH : `${shown.length} of ${restaurants.length} restaurants`}
      </p>
      <h2 className="visually-hidden">Restaurants</h2>
      {shown.length > 0 ? (
        <ul className="content-cards restaurant-list">
          {shown.map((r, i) => (
            <RestaurantCard key={r.name} r={r} eager={i < 2} />
          ))}
        </ul>
      ) : null}
    </article>
  );
}
