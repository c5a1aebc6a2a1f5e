/** Reference data for the seeded population: countries with their phone formats, names and places. */
export interface Country {
  name: string;
  nationality: string;
  dial: string;
  /** National number length (digits after the country code). */
  digits: number;
  /** Relative share of the exchange's users. */
  weight: number;
  first: readonly string[];
  last: readonly string[];
  cities: readonly string[];
  streets: readonly string[];
  /** Whether the country issues ID cards with a back side (else national IDs are single-sided). */
  idCard: boolean;
}

/** A comma-separated list, so the reference data reads as one line a list. */
const list = (items: string): readonly string[] => items.split(', ');

const anglo = {
  first: list(
    'James, Olivia, Liam, Emma, Noah, Charlotte, Oliver, Amelia, Ethan, Sophia, Lucas, Grace',
  ),
  last: list(
    'Smith, Johnson, Williams, Brown, Taylor, Walker, Harris, Clarke, Turner, Mitchell, Evans, Cooper',
  ),
  streets: list(
    'High Street, Park Avenue, Station Road, Maple Drive, Church Lane, Oak Street, Victoria Road, Elm Court',
  ),
};
const hispanic = {
  first: list(
    'Mateo, Sofía, Santiago, Valentina, Diego, Camila, Alejandro, Lucía, Daniel, Isabella, Javier, María',
  ),
  last: list(
    'García, Martínez, López, Hernández, González, Rodríguez, Pérez, Sánchez, Ramírez, Torres, Flores, Díaz',
  ),
  streets: list(
    'Calle Mayor, Avenida de la Paz, Calle del Sol, Avenida Juárez, Calle Real, Paseo de la Reforma',
  ),
};

export const COUNTRIES: readonly Country[] = [
  {
    name: 'United States',
    nationality: 'American',
    dial: '+1',
    digits: 10,
    weight: 14,
    ...anglo,
    cities: ['New York', 'Austin', 'Chicago', 'San Francisco', 'Miami', 'Seattle'],
    idCard: false,
  },
  {
    name: 'United Kingdom',
    nationality: 'British',
    dial: '+44',
    digits: 10,
    weight: 8,
    ...anglo,
    cities: ['London', 'Manchester', 'Bristol', 'Leeds', 'Edinburgh'],
    idCard: false,
  },
  {
    name: 'Canada',
    nationality: 'Canadian',
    dial: '+1',
    digits: 10,
    weight: 4,
    ...anglo,
    cities: ['Toronto', 'Vancouver', 'Montreal', 'Calgary'],
    idCard: false,
  },
  {
    name: 'Australia',
    nationality: 'Australian',
    dial: '+61',
    digits: 9,
    weight: 4,
    ...anglo,
    cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'],
    idCard: false,
  },
  {
    name: 'Germany',
    nationality: 'German',
    dial: '+49',
    digits: 11,
    weight: 7,
    first: list('Lukas, Mia, Leon, Hannah, Felix, Lena, Jonas, Laura, Paul, Lea, Maximilian, Anna'),
    last: list(
      'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Hoffmann, Koch, Richter, Wolf',
    ),
    cities: ['Berlin', 'Munich', 'Hamburg', 'Frankfurt', 'Cologne'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Schillerstraße', 'Lindenallee'],
    idCard: true,
  },
  {
    name: 'France',
    nationality: 'French',
    dial: '+33',
    digits: 9,
    weight: 5,
    first: list(
      'Louis, Chloé, Gabriel, Manon, Hugo, Léa, Arthur, Camille, Jules, Inès, Nathan, Zoé',
    ),
    last: list(
      'Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon, Laurent',
    ),
    cities: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes'],
    streets: list(
      'Rue de la République, Avenue Victor Hugo, Rue Pasteur, Boulevard Voltaire, Rue des Lilas',
    ),
    idCard: true,
  },
  {
    name: 'Spain',
    nationality: 'Spanish',
    dial: '+34',
    digits: 9,
    weight: 4,
    ...hispanic,
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Seville'],
    idCard: true,
  },
  {
    name: 'Mexico',
    nationality: 'Mexican',
    dial: '+52',
    digits: 10,
    weight: 4,
    ...hispanic,
    cities: ['Mexico City', 'Guadalajara', 'Monterrey', 'Puebla'],
    idCard: true,
  },
  {
    name: 'Italy',
    nationality: 'Italian',
    dial: '+39',
    digits: 10,
    weight: 3,
    first: list(
      'Leonardo, Giulia, Francesco, Aurora, Alessandro, Alice, Lorenzo, Ginevra, Matteo, Beatrice, Riccardo, Martina',
    ),
    last: list(
      'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo',
    ),
    cities: ['Rome', 'Milan', 'Naples', 'Turin', 'Florence'],
    streets: ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Dante', 'Via Verdi'],
    idCard: true,
  },
  {
    name: 'Netherlands',
    nationality: 'Dutch',
    dial: '+31',
    digits: 9,
    weight: 2,
    first: list('Daan, Emma, Sem, Julia, Finn, Tess, Levi, Sophie, Bram, Fenna, Jesse, Noor'),
    last: list(
      'de Jong, Jansen, de Vries, van den Berg, Bakker, Visser, Smit, Meijer, de Boer, Mulder, Bos, Vos',
    ),
    cities: ['Amsterdam', 'Rotterdam', 'Utrecht', 'The Hague'],
    streets: ['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsplein', 'Prinsengracht'],
    idCard: true,
  },
  {
    name: 'India',
    nationality: 'Indian',
    dial: '+91',
    digits: 10,
    weight: 9,
    first: list(
      'Aarav, Ananya, Vihaan, Diya, Arjun, Saanvi, Rohan, Priya, Karan, Isha, Aditya, Kavya',
    ),
    last: list('Sharma, Patel, Singh, Kumar, Gupta, Reddy, Iyer, Nair, Mehta, Joshi, Rao, Verma'),
    cities: ['Mumbai', 'Bengaluru', 'New Delhi', 'Hyderabad', 'Pune', 'Chennai'],
    streets: ['MG Road', 'Park Street', 'Linking Road', 'Brigade Road', 'Nehru Nagar'],
    idCard: true,
  },
  {
    name: 'Nigeria',
    nationality: 'Nigerian',
    dial: '+234',
    digits: 10,
    weight: 7,
    first: list(
      'Chinedu, Amara, Emeka, Ngozi, Tunde, Funmilayo, Ifeanyi, Chiamaka, Oluwaseun, Aisha, Babajide, Zainab',
    ),
    last: list(
      'Okafor, Adeyemi, Okeke, Balogun, Eze, Ibrahim, Nwosu, Adebayo, Obi, Bello, Ogunleye, Uche',
    ),
    cities: ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano'],
    streets: list(
      'Allen Avenue, Awolowo Road, Adeola Odeku Street, Herbert Macaulay Way, Broad Street',
    ),
    idCard: true,
  },
  {
    name: 'Brazil',
    nationality: 'Brazilian',
    dial: '+55',
    digits: 11,
    weight: 6,
    first: list(
      'Miguel, Helena, Arthur, Alice, Heitor, Laura, Bernardo, Manuela, Davi, Valentina, Gabriel, Beatriz',
    ),
    last: list(
      'Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, Costa, Ribeiro',
    ),
    cities: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Porto Alegre'],
    streets: list(
      'Rua das Flores, Avenida Paulista, Rua Augusta, Avenida Atlântica, Rua XV de Novembro',
    ),
    idCard: true,
  },
  {
    name: 'Japan',
    nationality: 'Japanese',
    dial: '+81',
    digits: 10,
    weight: 4,
    first: list('Haruto, Yui, Sota, Hina, Yuto, Sakura, Riku, Aoi, Kaito, Mei, Ren, Yuna'),
    last: list(
      'Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Yoshida, Yamada',
    ),
    cities: ['Tokyo', 'Osaka', 'Yokohama', 'Nagoya', 'Fukuoka'],
    streets: ['Chuo-dori', 'Omotesando', 'Meiji-dori', 'Aoyama-dori', 'Sakura-machi'],
    idCard: false,
  },
  {
    name: 'South Korea',
    nationality: 'South Korean',
    dial: '+82',
    digits: 10,
    weight: 3,
    first: list(
      'Min-jun, Seo-yeon, Ji-ho, Ha-eun, Do-yun, Ji-woo, Seo-jun, Soo-ah, Ye-jun, Ji-an, Hyun-woo, Yu-na',
    ),
    last: list('Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim, Han, Shin'),
    cities: ['Seoul', 'Busan', 'Incheon', 'Daegu'],
    streets: ['Gangnam-daero', 'Teheran-ro', 'Sejong-daero', 'Itaewon-ro'],
    idCard: true,
  },
  {
    name: 'Vietnam',
    nationality: 'Vietnamese',
    dial: '+84',
    digits: 9,
    weight: 4,
    first: list('Minh, Linh, Huy, Trang, Khoa, Mai, Duc, Thao, Nam, Ngoc, Tuan, Lan'),
    last: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Phan', 'Vu', 'Dang', 'Bui', 'Do', 'Ho', 'Ngo'],
    cities: ['Ho Chi Minh City', 'Hanoi', 'Da Nang', 'Hai Phong'],
    streets: ['Le Loi', 'Nguyen Hue', 'Tran Hung Dao', 'Hai Ba Trung', 'Dong Khoi'],
    idCard: true,
  },
  {
    name: 'Philippines',
    nationality: 'Filipino',
    dial: '+63',
    digits: 10,
    weight: 4,
    first: list(
      'Jose, Maria, Juan, Angel, Mark, Princess, John Paul, Kristine, Rafael, Andrea, Carlo, Jasmine',
    ),
    last: list(
      'Santos, Reyes, Cruz, Bautista, Ocampo, Garcia, Mendoza, Torres, Villanueva, Ramos, Aquino, Castillo',
    ),
    cities: ['Manila', 'Quezon City', 'Cebu City', 'Davao City'],
    streets: list('Ayala Avenue, Roxas Boulevard, Rizal Street, Bonifacio Drive, Mabini Street'),
    idCard: true,
  },
  {
    name: 'Indonesia',
    nationality: 'Indonesian',
    dial: '+62',
    digits: 10,
    weight: 4,
    first: list('Budi, Siti, Agus, Dewi, Rizky, Putri, Andi, Ayu, Fajar, Nur, Dimas, Intan'),
    last: list(
      'Santoso, Wijaya, Saputra, Hidayat, Kusuma, Pratama, Setiawan, Nugroho, Halim, Gunawan, Susanto, Lestari',
    ),
    cities: ['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Denpasar'],
    streets: list(
      'Jalan Sudirman, Jalan Thamrin, Jalan Merdeka, Jalan Gatot Subroto, Jalan Diponegoro',
    ),
    idCard: true,
  },
  {
    name: 'Turkey',
    nationality: 'Turkish',
    dial: '+90',
    digits: 10,
    weight: 5,
    first: list(
      'Yusuf, Zeynep, Eymen, Elif, Mustafa, Defne, Emir, Ecrin, Ömer, Azra, Kerem, Nehir',
    ),
    last: list(
      'Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Yıldırım, Öztürk, Aydın, Özdemir, Arslan, Doğan',
    ),
    cities: ['Istanbul', 'Ankara', 'Izmir', 'Antalya', 'Bursa'],
    streets: ['İstiklal Caddesi', 'Bağdat Caddesi', 'Atatürk Bulvarı', 'Cumhuriyet Caddesi'],
    idCard: true,
  },
  {
    name: 'United Arab Emirates',
    nationality: 'Emirati',
    dial: '+971',
    digits: 9,
    weight: 3,
    first: list(
      'Mohammed, Fatima, Ahmed, Mariam, Omar, Aisha, Khalid, Noura, Saeed, Hessa, Rashid, Latifa',
    ),
    last: list(
      'Al Mansoori, Al Hashimi, Al Nuaimi, Al Shamsi, Al Mazrouei, Al Ketbi, Al Falasi, Al Suwaidi, Al Dhaheri, Al Marri, Al Qasimi, Al Zaabi',
    ),
    cities: ['Dubai', 'Abu Dhabi', 'Sharjah'],
    streets: ['Sheikh Zayed Road', 'Al Wasl Road', 'Jumeirah Beach Road', 'Corniche Road'],
    idCard: true,
  },
];

export const EMAIL_DOMAINS = [
  ['gmail.com', 40],
  ['outlook.com', 14],
  ['yahoo.com', 12],
  ['icloud.com', 10],
  ['proton.me', 8],
  ['hotmail.com', 8],
  ['mail.com', 4],
  ['gmx.net', 4],
] as const;

export const REJECTION_REASONS = [
  'Document image is blurry and the details cannot be read',
  'Name on the document does not match the account name',
  'The document has expired',
  'Selfie does not match the photo on the document',
  'Proof of address is older than three months',
  'Document edges are cut off; upload the whole document',
] as const;

/** Seeded assets. The wallet work may add networks in its own tables; these rows stay simple. */
export const ASSETS = [
  {
    id: '6b1f3c2a-0b6e-4d1a-9a61-000000000001',
    symbol: 'BTC',
    name: 'Bitcoin',
    type: 'crypto',
    decimals: 8,
    priceUsd: '64250.00',
    min: 0.0002,
    max: 3,
  },
  {
    id: '6b1f3c2a-0b6e-4d1a-9a61-000000000002',
    symbol: 'ETH',
    name: 'Ethereum',
    type: 'crypto',
    decimals: 18,
    priceUsd: '3150.00',
    min: 0.002,
    max: 45,
  },
  {
    id: '6b1f3c2a-0b6e-4d1a-9a61-000000000003',
    symbol: 'XRP',
    name: 'XRP',
    type: 'crypto',
    decimals: 6,
    priceUsd: '0.52',
    min: 15,
    max: 60000,
  },
  {
    id: '6b1f3c2a-0b6e-4d1a-9a61-000000000004',
    symbol: 'USDT',
    name: 'Tether USD',
    type: 'token',
    decimals: 6,
    priceUsd: '1.00',
    min: 5,
    max: 120000,
  },
  {
    id: '6b1f3c2a-0b6e-4d1a-9a61-000000000005',
    symbol: 'BNB',
    name: 'BNB',
    type: 'crypto',
    decimals: 18,
    priceUsd: '585.00',
    min: 0.01,
    max: 120,
  },
  {
    id: '6b1f3c2a-0b6e-4d1a-9a61-000000000006',
    symbol: 'TRX',
    name: 'TRON',
    type: 'crypto',
    decimals: 6,
    priceUsd: '0.12',
    min: 50,
    max: 250000,
  },
] as const;
