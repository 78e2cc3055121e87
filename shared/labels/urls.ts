/**
 * The addresses labels carry. An animal's is its page, `/reptiles/:id`, absolute: the same one
 * the QR code on the animal's page holds (app/features/reptiles/components/reptile-qr.tsx), so a
 * printed label and the code on screen open the same thing, offline too once the app is
 * installed. Enclosures' (`/e/:id`, DESIGN.md 5b) join here when they exist.
 */
export function animalUrl(origin: string, id: string): string {
  return `${origin}/reptiles/${encodeURIComponent(id)}`;
}
