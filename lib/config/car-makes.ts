import type { Locale } from './business';

/**
 * Makes and models sold in Jordan, in both languages: the car request's two lists. One file, so the
 * form and the server check against the same list (lib/validation/motor.ts).
 */
export interface CarModel { id: string; en: string; ar: string }
export interface CarMake { id: string; en: string; ar: string; models: readonly CarModel[] }

const m = (id: string, en: string, ar: string): CarModel => ({ id, en, ar });

export const CAR_MAKES: readonly CarMake[] = [
  { id: 'toyota', en: 'Toyota', ar: 'تويوتا', models: [m('corolla', 'Corolla', 'كورولا'), m('camry', 'Camry', 'كامري'), m('yaris', 'Yaris', 'يارس'), m('rav4', 'RAV4', 'راف 4'), m('land-cruiser', 'Land Cruiser', 'لاند كروزر'), m('prius', 'Prius', 'بريوس'), m('hilux', 'Hilux', 'هايلكس')] },
  { id: 'hyundai', en: 'Hyundai', ar: 'هيونداي', models: [m('elantra', 'Elantra', 'إلنترا'), m('accent', 'Accent', 'أكسنت'), m('sonata', 'Sonata', 'سوناتا'), m('tucson', 'Tucson', 'توسان'), m('santa-fe', 'Santa Fe', 'سانتا في'), m('ioniq', 'Ioniq', 'أيونيك')] },
  { id: 'kia', en: 'Kia', ar: 'كيا', models: [m('cerato', 'Cerato', 'سيراتو'), m('picanto', 'Picanto', 'بيكانتو'), m('rio', 'Rio', 'ريو'), m('sportage', 'Sportage', 'سبورتاج'), m('sorento', 'Sorento', 'سورينتو'), m('niro', 'Niro', 'نيرو')] },
  { id: 'nissan', en: 'Nissan', ar: 'نيسان', models: [m('sunny', 'Sunny', 'صني'), m('sentra', 'Sentra', 'سنترا'), m('altima', 'Altima', 'ألتيما'), m('x-trail', 'X-Trail', 'إكس تريل'), m('patrol', 'Patrol', 'باترول'), m('leaf', 'Leaf', 'ليف')] },
  { id: 'mitsubishi', en: 'Mitsubishi', ar: 'ميتسوبيشي', models: [m('lancer', 'Lancer', 'لانسر'), m('attrage', 'Attrage', 'أتراج'), m('outlander', 'Outlander', 'أوتلاندر'), m('pajero', 'Pajero', 'باجيرو'), m('l200', 'L200', 'L200')] },
  { id: 'honda', en: 'Honda', ar: 'هوندا', models: [m('civic', 'Civic', 'سيفيك'), m('accord', 'Accord', 'أكورد'), m('cr-v', 'CR-V', 'سي آر في'), m('city', 'City', 'سيتي')] },
  { id: 'mercedes-benz', en: 'Mercedes-Benz', ar: 'مرسيدس بنز', models: [m('c-class', 'C-Class', 'الفئة C'), m('e-class', 'E-Class', 'الفئة E'), m('s-class', 'S-Class', 'الفئة S'), m('gle', 'GLE', 'GLE')] },
  { id: 'bmw', en: 'BMW', ar: 'بي إم دبليو', models: [m('3-series', '3 Series', 'الفئة الثالثة'), m('5-series', '5 Series', 'الفئة الخامسة'), m('x5', 'X5', 'X5'), m('i3', 'i3', 'i3')] },
  { id: 'volkswagen', en: 'Volkswagen', ar: 'فولكس فاجن', models: [m('golf', 'Golf', 'غولف'), m('passat', 'Passat', 'باسات'), m('jetta', 'Jetta', 'جيتا'), m('id4', 'ID.4', 'ID.4'), m('tiguan', 'Tiguan', 'تيغوان')] },
  { id: 'chevrolet', en: 'Chevrolet', ar: 'شفروليه', models: [m('malibu', 'Malibu', 'ماليبو'), m('cruze', 'Cruze', 'كروز'), m('tahoe', 'Tahoe', 'تاهو'), m('bolt', 'Bolt', 'بولت')] },
  { id: 'ford', en: 'Ford', ar: 'فورد', models: [m('focus', 'Focus', 'فوكس'), m('fusion', 'Fusion', 'فيوجن'), m('explorer', 'Explorer', 'إكسبلورر'), m('ranger', 'Ranger', 'رينجر')] },
  { id: 'tesla', en: 'Tesla', ar: 'تسلا', models: [m('model-3', 'Model 3', 'موديل 3'), m('model-y', 'Model Y', 'موديل Y'), m('model-s', 'Model S', 'موديل S')] },
  { id: 'byd', en: 'BYD', ar: 'بي واي دي', models: [m('atto-3', 'Atto 3', 'أتو 3'), m('han', 'Han', 'هان'), m('seal', 'Seal', 'سيل'), m('song-plus', 'Song Plus', 'سونغ بلس')] },
  { id: 'geely', en: 'Geely', ar: 'جيلي', models: [m('emgrand', 'Emgrand', 'إمجراند'), m('coolray', 'Coolray', 'كولراي'), m('geometry-c', 'Geometry C', 'جيومتري C')] },
  { id: 'chery', en: 'Chery', ar: 'شيري', models: [m('tiggo-7', 'Tiggo 7', 'تيجو 7'), m('arrizo-6', 'Arrizo 6', 'أريزو 6')] },
  { id: 'mg', en: 'MG', ar: 'إم جي', models: [m('mg5', 'MG5', 'MG5'), m('zs', 'ZS', 'ZS'), m('hs', 'HS', 'HS')] },
  { id: 'peugeot', en: 'Peugeot', ar: 'بيجو', models: [m('208', '208', '208'), m('301', '301', '301'), m('3008', '3008', '3008')] },
  { id: 'renault', en: 'Renault', ar: 'رينو', models: [m('megane', 'Megane', 'ميغان'), m('duster', 'Duster', 'داستر'), m('symbol', 'Symbol', 'سيمبول')] },
  { id: 'skoda', en: 'Skoda', ar: 'سكودا', models: [m('octavia', 'Octavia', 'أوكتافيا'), m('superb', 'Superb', 'سوبيرب'), m('kodiaq', 'Kodiaq', 'كودياك')] },
  { id: 'suzuki', en: 'Suzuki', ar: 'سوزوكي', models: [m('swift', 'Swift', 'سويفت'), m('dzire', 'Dzire', 'ديزاير'), m('vitara', 'Vitara', 'فيتارا')] },
];

export const ENGINE_TYPES = ['petrol', 'diesel', 'hybrid', 'plug-in', 'electric'] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];

export const makeById = (id: string) => CAR_MAKES.find((make) => make.id === id);
export const modelOf = (makeId: string, modelId: string) => makeById(makeId)?.models.find((model) => model.id === modelId);
/** The make whose English or Arabic name is this one (contracts store the make's name), if listed. */
export const makeByName = (name: string | null) =>
  name ? CAR_MAKES.find((make) => make.en.toLowerCase() === name.toLowerCase() || make.ar === name) : undefined;

/**
 * A car's make and model as contracts store them (the registration's names, in English) named in the
 * reader's language from this list; a make or model the list does not have shows as stored.
 */
export function carNamesIn(lang: Locale, make: string | null, model: string | null): { make: string | null; model: string | null } {
  const listed = makeByName(make);
  const stored = model?.toLowerCase();
  const listedModel = listed?.models.find((m) => m.en.toLowerCase() === stored || m.ar === model);
  return { make: listed ? listed[lang] : make, model: listedModel ? listedModel[lang] : model };
}
