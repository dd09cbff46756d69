/** A German city with plausible streets and their postcodes. */
export interface City {
  name: string;
  state: string;
  lat: number;
  lon: number;
  streets: ReadonlyArray<readonly [street: string, zip: string]>;
}

/** Cities of the main demo companies' buildings (twelve cities, five streets each). */
export const CITIES: readonly City[] = [
  city('Berlin', 'Berlin', 52.52, 13.405, [
    ['Schönhauser Allee', '10437'],
    ['Kastanienallee', '10435'],
    ['Bergmannstraße', '10961'],
    ['Karl-Marx-Allee', '10243'],
    ['Sonnenallee', '12045'],
  ]),
  city('Hamburg', 'Hamburg', 53.551, 9.993, [
    ['Eppendorfer Weg', '20259'],
    ['Osterstraße', '20259'],
    ['Mühlenkamp', '22303'],
    ['Lange Reihe', '20099'],
    ['Bahrenfelder Straße', '22765'],
  ]),
  city('München', 'Bayern', 48.137, 11.575, [
    ['Leopoldstraße', '80802'],
    ['Lindwurmstraße', '80337'],
    ['Rosenheimer Straße', '81667'],
    ['Nymphenburger Straße', '80335'],
    ['Schleißheimer Straße', '80797'],
  ]),
  city('Köln', 'Nordrhein-Westfalen', 50.938, 6.96, [
    ['Aachener Straße', '50674'],
    ['Venloer Straße', '50672'],
    ['Severinstraße', '50678'],
    ['Deutzer Freiheit', '50679'],
    ['Neusser Straße', '50670'],
  ]),
  city('Frankfurt am Main', 'Hessen', 50.11, 8.682, [
    ['Berger Straße', '60316'],
    ['Leipziger Straße', '60487'],
    ['Schweizer Straße', '60594'],
    ['Eschersheimer Landstraße', '60322'],
    ['Mainzer Landstraße', '60329'],
  ]),
  city('Stuttgart', 'Baden-Württemberg', 48.776, 9.183, [
    ['Olgastraße', '70182'],
    ['Hohenheimer Straße', '70184'],
    ['Schwabstraße', '70197'],
    ['Pragstraße', '70376'],
    ['Böblinger Straße', '70199'],
  ]),
  city('Düsseldorf', 'Nordrhein-Westfalen', 51.227, 6.773, [
    ['Kölner Straße', '40227'],
    ['Nordstraße', '40477'],
    ['Lorettostraße', '40219'],
    ['Brunnenstraße', '40223'],
    ['Ackerstraße', '40233'],
  ]),
  city('Leipzig', 'Sachsen', 51.34, 12.375, [
    ['Karl-Liebknecht-Straße', '04275'],
    ['Eisenbahnstraße', '04315'],
    ['Georg-Schwarz-Straße', '04177'],
    ['Gohliser Straße', '04105'],
    ['Zschochersche Straße', '04229'],
  ]),
  city('Dresden', 'Sachsen', 51.05, 13.738, [
    ['Königsbrücker Straße', '01099'],
    ['Alaunstraße', '01099'],
    ['Bautzner Straße', '01099'],
    ['Schandauer Straße', '01277'],
    ['Kesselsdorfer Straße', '01159'],
  ]),
  city('Hannover', 'Niedersachsen', 52.375, 9.732, [
    ['Limmerstraße', '30451'],
    ['Lister Meile', '30161'],
    ['Podbielskistraße', '30163'],
    ['Hildesheimer Straße', '30169'],
    ['Engelbosteler Damm', '30167'],
  ]),
  city('Nürnberg', 'Bayern', 49.452, 11.077, [
    ['Fürther Straße', '90429'],
    ['Allersberger Straße', '90461'],
    ['Äußere Sulzbacher Straße', '90491'],
    ['Bucher Straße', '90419'],
    ['Gibitzenhofstraße', '90443'],
  ]),
  city('Bremen', 'Bremen', 53.079, 8.802, [
    ['Ostertorsteinweg', '28203'],
    ['Schwachhauser Heerstraße', '28209'],
    ['Vegesacker Straße', '28219'],
    ['Hemelinger Heerstraße', '28309'],
    ['Waller Heerstraße', '28219'],
  ]),
];

/** Fremdwerk Demo's own city, used by nobody else. */
export const FREMDWERK_CITY: City = city('Passau', 'Bayern', 48.574, 13.461, [
  ['Ludwigstraße', '94032'],
  ['Innstraße', '94032'],
  ['Neuburger Straße', '94036'],
  ['Spitalhofstraße', '94032'],
]);

function city(name: string, state: string, lat: number, lon: number, streets: City['streets']): City {
  return { name, state, lat, lon, streets };
}
