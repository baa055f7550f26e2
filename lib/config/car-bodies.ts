/**
 * The body of the listed models (lib/config/car-makes ids) that are not saloons or hatchbacks: what the
 * Lababak assessor is told to expect, taken from the contract rather than asked (lib/model/bookings/car-type).
 */
export const SUV_MODELS: ReadonlySet<string> = new Set([
  'rav4', 'land-cruiser', 'tucson', 'santa-fe', 'sportage', 'sorento', 'niro', 'x-trail', 'patrol', 'outlander', 'pajero',
  'cr-v', 'gle', 'x5', 'id4', 'tiguan', 'tahoe', 'explorer', 'model-y', 'atto-3', 'song-plus', 'coolray', 'tiggo-7', 'zs',
  'hs', '3008', 'duster', 'kodiaq', 'vitara',
]);

export const PICKUP_MODELS: ReadonlySet<string> = new Set(['hilux', 'l200', 'ranger']);
