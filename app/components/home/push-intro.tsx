/** What the opt-in says before it knows this browser's state, and when notifications are off. */
export const PUSH_INTRO = "Get announcements from us as notifications on this device.";

/**
 * The opt-in while it is loaded and while it checks this browser: the server renders it too. The
 * button is there, disabled, so the box keeps its size when the working one takes its place.
 */
export function PushOptInPending() {
  return (
    <div className="push-optin">
      <p className="mb-0" role="status">
        {PUSH_INTRO}
      </p>
      <button type="button" className="btn btn-primary ms-auto" disabled>
        Get notifications
      </button>
    </div>
  );
}
