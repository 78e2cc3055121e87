/**
 * The addresses of the app that QR codes carry, absolute so a phone's camera opens them.
 *
 * A printed label opens the quick actions (DESIGN.md 5b, issue 28): `/r/:id` an animal's ("Fed",
 * "Refused", "Weighed"...), `/e/:id` an enclosure's with each of its residents. Both are routes of
 * the signed-in app shell, so they open offline on a device where the app is installed and the
 * keeper signed in; elsewhere the sign-in comes first and then continues to them.
 *
 * `animalUrl` is the animal's page itself, `/reptiles/:id`: the code shown on that page
 * (app/features/reptiles/components/reptile-qr.tsx) opens it, for sharing the profile on screen.
 * Labels printed before issue 28 carry it too and keep working.
 */
export function animalUrl(origin: string, id: string): string {
  return `${origin}/reptiles/${encodeURIComponent(id)}`;
}

/** What an animal's printed label opens: its quick actions. */
export function animalLabelUrl(origin: string, id: string): string {
  return `${origin}/r/${encodeURIComponent(id)}`;
}

/** What an enclosure's printed label opens: its residents' quick actions and its own. */
export function enclosureLabelUrl(origin: string, id: string): string {
  return `${origin}/e/${encodeURIComponent(id)}`;
}
