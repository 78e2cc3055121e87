import type { CalendarEventView } from '../../../shared/api/calendar';
import { eventToIcs, icsFileName, ICS_CONTENT_TYPE } from '../../../shared/calendar/ics';

/**
 * Saves an approved event as an .ics file. Written here by the same writer the server's
 * /api/calendar/events/:id/ics uses (shared/calendar/ics.ts), so the file is the same and it can
 * be saved from the page shown offline too; a download link could not carry the bearer token.
 */
export function downloadIcs(event: CalendarEventView): void {
  const blob = new Blob([eventToIcs(event, Date.now())], { type: ICS_CONTENT_TYPE });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handed to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
