// The airports Royal Wings Airline flies to and from (spec part 2 §3 "Booking payment": origin and destination
// with name, code, country, city and airport name): reference data the bookings point at, upserted so a
// corrected name reaches databases written before it.
import { sql } from 'drizzle-orm';
import { airports, type Executor } from '@merchant-portal/server/ingest';

export interface Airport {
  code: string;
  /** The name a traveller knows it by. */
  name: string;
  airportName: string;
  cityName: string;
  countryName: string;
}

export const AIRPORTS: readonly Airport[] = [
  {
    code: 'AMM',
    name: 'Amman Queen Alia',
    airportName: 'Queen Alia International Airport',
    cityName: 'Amman',
    countryName: 'Jordan',
  },
  {
    code: 'AQJ',
    name: 'Aqaba King Hussein',
    airportName: 'King Hussein International Airport',
    cityName: 'Aqaba',
    countryName: 'Jordan',
  },
  {
    code: 'DXB',
    name: 'Dubai',
    airportName: 'Dubai International Airport',
    cityName: 'Dubai',
    countryName: 'United Arab Emirates',
  },
  {
    code: 'CAI',
    name: 'Cairo',
    airportName: 'Cairo International Airport',
    cityName: 'Cairo',
    countryName: 'Egypt',
  },
  {
    code: 'IST',
    name: 'Istanbul',
    airportName: 'Istanbul Airport',
    cityName: 'Istanbul',
    countryName: 'Turkey',
  },
  {
    code: 'LHR',
    name: 'London Heathrow',
    airportName: 'Heathrow Airport',
    cityName: 'London',
    countryName: 'United Kingdom',
  },
  {
    code: 'CDG',
    name: 'Paris Charles de Gaulle',
    airportName: 'Paris Charles de Gaulle Airport',
    cityName: 'Paris',
    countryName: 'France',
  },
  {
    code: 'JED',
    name: 'Jeddah',
    airportName: 'King Abdulaziz International Airport',
    cityName: 'Jeddah',
    countryName: 'Saudi Arabia',
  },
  {
    code: 'RUH',
    name: 'Riyadh',
    airportName: 'King Khalid International Airport',
    cityName: 'Riyadh',
    countryName: 'Saudi Arabia',
  },
  {
    code: 'DOH',
    name: 'Doha',
    airportName: 'Hamad International Airport',
    cityName: 'Doha',
    countryName: 'Qatar',
  },
  {
    code: 'BEY',
    name: 'Beirut',
    airportName: 'Beirut-Rafic Hariri International Airport',
    cityName: 'Beirut',
    countryName: 'Lebanon',
  },
  {
    code: 'KWI',
    name: 'Kuwait',
    airportName: 'Kuwait International Airport',
    cityName: 'Kuwait City',
    countryName: 'Kuwait',
  },
  {
    code: 'BAH',
    name: 'Bahrain',
    airportName: 'Bahrain International Airport',
    cityName: 'Muharraq',
    countryName: 'Bahrain',
  },
  {
    code: 'MCT',
    name: 'Muscat',
    airportName: 'Muscat International Airport',
    cityName: 'Muscat',
    countryName: 'Oman',
  },
  {
    code: 'FRA',
    name: 'Frankfurt',
    airportName: 'Frankfurt Airport',
    cityName: 'Frankfurt',
    countryName: 'Germany',
  },
  {
    code: 'ATH',
    name: 'Athens',
    airportName: 'Athens International Airport Eleftherios Venizelos',
    cityName: 'Athens',
    countryName: 'Greece',
  },
  {
    code: 'LCA',
    name: 'Larnaca',
    airportName: 'Larnaca International Airport',
    cityName: 'Larnaca',
    countryName: 'Cyprus',
  },
  {
    code: 'TUN',
    name: 'Tunis',
    airportName: 'Tunis-Carthage International Airport',
    cityName: 'Tunis',
    countryName: 'Tunisia',
  },
  {
    code: 'CMN',
    name: 'Casablanca',
    airportName: 'Mohammed V International Airport',
    cityName: 'Casablanca',
    countryName: 'Morocco',
  },
  {
    code: 'BKK',
    name: 'Bangkok',
    airportName: 'Suvarnabhumi Airport',
    cityName: 'Bangkok',
    countryName: 'Thailand',
  },
];

/** Writes every airport in one statement; one already stored takes the names above. */
export async function saveAirports(db: Executor): Promise<void> {
  await db
    .insert(airports)
    .values([...AIRPORTS])
    .onConflictDoUpdate({
      target: airports.code,
      set: {
        name: sql`excluded.name`,
        airportName: sql`excluded.airport_name`,
        cityName: sql`excluded.city_name`,
        countryName: sql`excluded.country_name`,
      },
    });
}
