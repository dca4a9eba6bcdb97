import { useState } from "react";
import Dropdown from "react-bootstrap/Dropdown";
import { messages } from "../schema";

/** Fixed points on the tournament grounds (SPEC §2 Live). */
export const places = [
  { name: "Check-in Table", lat: 43.47712, lng: -80.54893 },
  { name: "Field 7", lat: 43.47861, lng: -80.55192 },
  { name: "Field 2", lat: 43.47638, lng: -80.55288 },
  { name: "Indoor Fieldhouse", lat: 43.47745, lng: -80.54732 },
  { name: "Prayer Area", lat: 43.47689, lng: -80.54811 },
  { name: "Chillzone", lat: 43.47724, lng: -80.54958 },
  { name: "Parking Lot X", lat: 43.47524, lng: -80.55097 },
  { name: "Parking Lot W", lat: 43.47931, lng: -80.54652 },
] as const;

export function directionsUrl(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
  return `https://www.google.com/maps/dir/?api=1&origin=${from.lat},${from.lng}&destination=${to.lat},${to.lng}&travelmode=driving`;
}

export function DirectionsDropdown() {
  const [error, setError] = useState<string | null>(null);
  const go = (place: (typeof places)[number]) => {
    setError(null);
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setError(messages.geoUnsupported);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        window.open(
          directionsUrl({ lat: pos.coords.latitude, lng: pos.coords.longitude }, place),
          "_blank",
          "noopener,noreferrer",
        );
      },
      (err) => setError(err.code === err.PERMISSION_DENIED ? messages.geoDenied : err.message || messages.geoDenied),
    );
  };
  return (
    <>
      <Dropdown>
        <Dropdown.Toggle variant="outline-light" id="directions-toggle">
          Directions
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {places.map((p) => (
            <Dropdown.Item as="button" key={p.name} onClick={() => go(p)}>
              {p.name}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      {error ? (
        <p className="directions-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
