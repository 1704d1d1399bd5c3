/** A point on the map, named as OpenSearch's `geo_point` (and `@trio/contracts`' GeoPoint) names it. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Where a locality sits in its city's rent band: a seed places rents in the upper, middle or lower third. */
export type LocalityTier = 'premium' | 'mid' | 'value';

/** Bedroom count of a rent band; 4 stands for "4 or more". */
export type BedroomBand = 1 | 2 | 3 | 4;

/** Monthly rent in rupees, [min, max]. */
export type RentRange = readonly [min: number, max: number];

/** Monthly rent ranges in rupees by bedroom count (4 = 4+). */
export type RentBands = Readonly<Record<BedroomBand, RentRange>>;

/** A residential neighbourhood of a city. */
export interface Locality {
  /** The name as people write it in an address ("Bandra West", "HSR Layout"). */
  readonly name: string;
  /** Other names or spellings of the same place ("Bidhannagar" for Salt Lake). */
  readonly aliases?: readonly string[];
  /** Approximate centre (4 decimals, within ~1–2 km). */
  readonly centre: GeoPoint;
  /** Six-digit PIN codes that cover the locality; the first is its main one. */
  readonly pinCodes: readonly string[];
  readonly tier: LocalityTier;
}

/** A city of the gazetteer. */
export interface City {
  /** Official name ("Bengaluru", "Gurugram"). */
  readonly name: string;
  /** Official name of its state or union territory ("Karnataka", "Delhi"). */
  readonly state: string;
  /** Other names people search by ("Bangalore"); never the official name itself. */
  readonly aliases: readonly string[];
  readonly centre: GeoPoint;
  /**
   * PIN prefixes (3 or 4 digits) whose codes all lie in the city: a PIN the gazetteer does not list, but that
   * starts with one of these, still places an address in the city. Mumbai is 4000/4001, not 400, because
   * 4006xx is Thane and 4007xx Navi Mumbai.
   */
  readonly pinPrefixes: readonly string[];
  /** Believable monthly rents for 2026. */
  readonly rentBands: RentBands;
  readonly localities: readonly Locality[];
}

/** A neighbourhood of a region's town: its homes are the listings within `LOCALITY_RADIUS_KM` of its centre. */
export interface TownLocality {
  readonly name: string;
  /** Other names: in Devanagari and the state's script, other spellings ("Belapur" for CBD Belapur). */
  readonly aliases?: readonly string[];
  /** Approximate centre (4 decimals, within ~1–2 km). */
  readonly centre: GeoPoint;
}

/**
 * A town of a metropolitan region that is not a city of the gazetteer (Navi Mumbai, Thane, Noida): listings carry
 * no name the gazetteer knows for it, so its homes are those within `radiusKm` of its centre.
 */
export interface RegionTown {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly centre: GeoPoint;
  /** The town's extent as a circle around its centre, in km. */
  readonly radiusKm: number;
  readonly localities: readonly TownLocality[];
}

/**
 * A metropolitan region people search by ("Delhi NCR", "Mumbai Metropolitan Region"): the homes of its member
 * cities of the gazetteer and of its towns.
 */
export interface MetroRegion {
  readonly name: string;
  readonly aliases: readonly string[];
  /** Where its main city lies ("Maharashtra"; "Delhi" for the NCR, which spans Haryana and Uttar Pradesh too). */
  readonly state: string;
  readonly centre: GeoPoint;
  /** Official names of the gazetteer cities in the region. */
  readonly cities: readonly string[];
  readonly towns: readonly RegionTown[];
}
