// Where the box's submit ('Réservez votre VTC') keeps the box's trip on the home page's history entry, so Back from the wizard finds it filled.
// A module of its own: the box's loader is in the home page's first load and needs only this name
// (lib/booking/home-box.ts, which reads the entry, would come along whole: docs/performance.md).
export const HOME_BOX_HISTORY_KEY = 'homeBox';
