import type { MetroRegion } from './gazetteer.types';

/**
 * Metropolitan regions people search by, and the towns in them that are not cities of the gazetteer (see README.md).
 * Written by hand like the gazetteer: centres are approximate (4 decimals, within ~1–2 km) and a town's radius is
 * its rough extent, not a boundary. Names in Devanagari (Marathi for Maharashtra, Hindi in the NCR) and the state's
 * script are aliases, as in `place-names.data.ts`.
 */
export const METRO_REGIONS: readonly MetroRegion[] = [
  {
    name: 'Mumbai Metropolitan Region',
    aliases: ['MMR', 'Mumbai Region', 'Mumbai Metro Region', 'मुंबई महानगर प्रदेश', 'मुंबई महानगर क्षेत्र'],
    state: 'Maharashtra',
    centre: { lat: 19.15, lon: 72.97 },
    cities: ['Mumbai'],
    towns: [
      {
        name: 'Navi Mumbai',
        aliases: ['New Bombay', 'नवी मुंबई', 'न्यू बॉम्बे'],
        centre: { lat: 19.033, lon: 73.0297 },
        radiusKm: 12,
        localities: [
          { name: 'Vashi', aliases: ['वाशी'], centre: { lat: 19.0771, lon: 72.9987 } },
          { name: 'Sanpada', aliases: ['सानपाडा'], centre: { lat: 19.0636, lon: 73.0096 } },
          { name: 'Nerul', aliases: ['नेरूळ', 'नेरुल'], centre: { lat: 19.0338, lon: 73.0196 } },
          { name: 'Seawoods', aliases: ['Seawoods Darave', 'सीवूड्स'], centre: { lat: 19.0186, lon: 73.0175 } },
          {
            name: 'CBD Belapur',
            aliases: ['Belapur', 'बेलापूर', 'सीबीडी बेलापूर', 'बेलापुर'],
            centre: { lat: 19.019, lon: 73.039 },
          },
          { name: 'Kharghar', aliases: ['खारघर'], centre: { lat: 19.0474, lon: 73.0699 } },
          { name: 'Airoli', aliases: ['ऐरोली'], centre: { lat: 19.159, lon: 72.9986 } },
          { name: 'Ghansoli', aliases: ['घणसोली'], centre: { lat: 19.121, lon: 73.004 } },
          { name: 'Kopar Khairane', aliases: ['Koparkhairane', 'कोपरखैरणे'], centre: { lat: 19.103, lon: 73.01 } },
          { name: 'Ulwe', aliases: ['उलवे'], centre: { lat: 18.972, lon: 73.022 } },
          { name: 'Panvel', aliases: ['पनवेल'], centre: { lat: 18.9894, lon: 73.1175 } },
        ],
      },
      {
        name: 'Thane',
        aliases: ['Thana', 'ठाणे'],
        centre: { lat: 19.2183, lon: 72.9781 },
        radiusKm: 7,
        localities: [
          { name: 'Thane West', aliases: ['ठाणे पश्चिम'], centre: { lat: 19.2, lon: 72.97 } },
          { name: 'Thane East', aliases: ['ठाणे पूर्व'], centre: { lat: 19.186, lon: 72.981 } },
          { name: 'Ghodbunder Road', aliases: ['GB Road', 'घोडबंदर रोड'], centre: { lat: 19.26, lon: 72.968 } },
          { name: 'Majiwada', aliases: ['माजिवडा'], centre: { lat: 19.229, lon: 72.981 } },
          { name: 'Vartak Nagar', aliases: ['वर्तक नगर'], centre: { lat: 19.211, lon: 72.964 } },
          { name: 'Naupada', aliases: ['नौपाडा'], centre: { lat: 19.193, lon: 72.975 } },
          { name: 'Kolshet', aliases: ['Kolshet Road', 'कोलशेत'], centre: { lat: 19.23, lon: 72.995 } },
          {
            name: 'Hiranandani Estate',
            aliases: ['हिरानंदानी इस्टेट'],
            centre: { lat: 19.256, lon: 72.976 },
          },
          { name: 'Kasarvadavali', aliases: ['कासारवडवली'], centre: { lat: 19.269, lon: 72.969 } },
          { name: 'Kalwa', aliases: ['कळवा', 'कलवा'], centre: { lat: 19.199, lon: 72.997 } },
        ],
      },
      {
        name: 'Mira-Bhayandar',
        aliases: ['Mira Road', 'Mira Bhayandar', 'Bhayandar', 'मीरा-भाईंदर', 'मीरा रोड', 'भाईंदर'],
        centre: { lat: 19.295, lon: 72.854 },
        radiusKm: 5,
        localities: [],
      },
      {
        name: 'Kalyan-Dombivli',
        aliases: ['Kalyan', 'Dombivli', 'Dombivali', 'कल्याण-डोंबिवली', 'कल्याण', 'डोंबिवली'],
        centre: { lat: 19.231, lon: 73.111 },
        radiusKm: 6,
        localities: [],
      },
    ],
  },
  {
    name: 'Delhi NCR',
    aliases: ['NCR', 'National Capital Region', 'Delhi National Capital Region', 'दिल्ली एनसीआर', 'एनसीआर'],
    state: 'Delhi',
    centre: { lat: 28.6139, lon: 77.209 },
    cities: ['Delhi', 'Gurugram'],
    towns: [
      {
        name: 'Noida',
        aliases: ['नोएडा', 'नोयडा'],
        centre: { lat: 28.5355, lon: 77.391 },
        radiusKm: 9,
        localities: [
          { name: 'Sector 18', aliases: ['Noida Sector 18', 'सेक्टर 18'], centre: { lat: 28.5708, lon: 77.3261 } },
          { name: 'Sector 62', aliases: ['Noida Sector 62', 'सेक्टर 62'], centre: { lat: 28.6273, lon: 77.3725 } },
          { name: 'Sector 50', aliases: ['Noida Sector 50', 'सेक्टर 50'], centre: { lat: 28.571, lon: 77.366 } },
          { name: 'Sector 137', aliases: ['Noida Sector 137', 'सेक्टर 137'], centre: { lat: 28.51, lon: 77.407 } },
        ],
      },
      {
        name: 'Greater Noida',
        aliases: ['ग्रेटर नोएडा'],
        centre: { lat: 28.4744, lon: 77.504 },
        radiusKm: 9,
        localities: [
          {
            name: 'Greater Noida West',
            aliases: ['Noida Extension', 'ग्रेटर नोएडा वेस्ट', 'नोएडा एक्सटेंशन'],
            centre: { lat: 28.604, lon: 77.437 },
          },
          { name: 'Pari Chowk', aliases: ['परी चौक'], centre: { lat: 28.4655, lon: 77.51 } },
        ],
      },
      {
        name: 'Ghaziabad',
        aliases: ['गाज़ियाबाद', 'गाजियाबाद'],
        centre: { lat: 28.6692, lon: 77.4538 },
        radiusKm: 10,
        localities: [
          { name: 'Indirapuram', aliases: ['इंदिरापुरम'], centre: { lat: 28.646, lon: 77.369 } },
          { name: 'Vaishali', aliases: ['वैशाली'], centre: { lat: 28.645, lon: 77.339 } },
          { name: 'Vasundhara', aliases: ['वसुंधरा'], centre: { lat: 28.66, lon: 77.366 } },
          { name: 'Kaushambi', aliases: ['कौशांबी'], centre: { lat: 28.642, lon: 77.324 } },
          { name: 'Raj Nagar Extension', aliases: ['राज नगर एक्सटेंशन'], centre: { lat: 28.699, lon: 77.426 } },
          { name: 'Crossings Republik', aliases: ['क्रॉसिंग्स रिपब्लिक'], centre: { lat: 28.628, lon: 77.439 } },
        ],
      },
      {
        name: 'Faridabad',
        aliases: ['फ़रीदाबाद', 'फरीदाबाद'],
        centre: { lat: 28.4089, lon: 77.3178 },
        radiusKm: 9,
        localities: [
          { name: 'Greater Faridabad', aliases: ['ग्रेटर फ़रीदाबाद'], centre: { lat: 28.401, lon: 77.365 } },
          { name: 'Ballabgarh', aliases: ['बल्लभगढ़'], centre: { lat: 28.339, lon: 77.321 } },
          { name: 'Surajkund', aliases: ['सूरजकुंड'], centre: { lat: 28.485, lon: 77.284 } },
        ],
      },
    ],
  },
  {
    name: 'Pune Metropolitan Region',
    aliases: ['PMR', 'Pune Region', 'Greater Pune', 'पुणे महानगर प्रदेश', 'पुणे महानगर क्षेत्र'],
    state: 'Maharashtra',
    centre: { lat: 18.58, lon: 73.82 },
    cities: ['Pune'],
    towns: [
      {
        name: 'Pimpri-Chinchwad',
        aliases: ['PCMC', 'Pimpri Chinchwad', 'पिंपरी-चिंचवड', 'पिंपरी चिंचवड'],
        centre: { lat: 18.6298, lon: 73.7997 },
        radiusKm: 8,
        localities: [
          { name: 'Pimpri', aliases: ['पिंपरी'], centre: { lat: 18.6279, lon: 73.8009 } },
          { name: 'Chinchwad', aliases: ['चिंचवड'], centre: { lat: 18.644, lon: 73.79 } },
          { name: 'Nigdi', aliases: ['निगडी'], centre: { lat: 18.652, lon: 73.77 } },
          { name: 'Bhosari', aliases: ['भोसरी'], centre: { lat: 18.623, lon: 73.847 } },
          { name: 'Ravet', aliases: ['रावेत'], centre: { lat: 18.648, lon: 73.745 } },
          { name: 'Moshi', aliases: ['मोशी'], centre: { lat: 18.672, lon: 73.85 } },
        ],
      },
    ],
  },
  {
    name: 'Bengaluru Metropolitan Region',
    aliases: [
      'BMR',
      'Bangalore Metropolitan Region',
      'Greater Bengaluru',
      'Greater Bangalore',
      'ಬೆಂಗಳೂರು ಮಹಾನಗರ ಪ್ರದೇಶ',
      'बेंगलुरु महानगर क्षेत्र',
    ],
    state: 'Karnataka',
    centre: { lat: 12.9716, lon: 77.5946 },
    cities: ['Bengaluru'],
    towns: [
      {
        name: 'Sarjapur',
        aliases: ['Sarjapura', 'सरजापुर', 'ಸರ್ಜಾಪುರ'],
        centre: { lat: 12.86, lon: 77.786 },
        radiusKm: 4,
        localities: [],
      },
      {
        name: 'Devanahalli',
        aliases: ['देवनहल्ली', 'ದೇವನಹಳ್ಳಿ'],
        centre: { lat: 13.2468, lon: 77.713 },
        radiusKm: 4,
        localities: [],
      },
      {
        name: 'Hoskote',
        aliases: ['होसकोटे', 'ಹೊಸಕೋಟೆ'],
        centre: { lat: 13.0707, lon: 77.7982 },
        radiusKm: 4,
        localities: [],
      },
    ],
  },
  {
    name: 'Hyderabad Metropolitan Region',
    aliases: ['HMR', 'HMDA', 'Greater Hyderabad', 'हैदराबाद महानगर क्षेत्र', 'హైదరాబాద్ మహానగర ప్రాంతం'],
    state: 'Telangana',
    centre: { lat: 17.385, lon: 78.4867 },
    cities: ['Hyderabad'],
    towns: [
      {
        name: 'Shamshabad',
        aliases: ['शमशाबाद', 'శంషాబాద్'],
        centre: { lat: 17.26, lon: 78.39 },
        radiusKm: 4,
        localities: [],
      },
    ],
  },
  {
    name: 'Chennai Metropolitan Area',
    aliases: ['CMA', 'Greater Chennai', 'चेन्नई महानगर क्षेत्र', 'சென்னை பெருநகரப் பகுதி'],
    state: 'Tamil Nadu',
    centre: { lat: 13.0827, lon: 80.2707 },
    cities: ['Chennai'],
    towns: [
      {
        name: 'Tambaram',
        aliases: ['ताम्बरम', 'தாம்பரம்'],
        centre: { lat: 12.9249, lon: 80.1 },
        radiusKm: 5,
        localities: [],
      },
      { name: 'Avadi', aliases: ['आवडी', 'ஆவடி'], centre: { lat: 13.1067, lon: 80.097 }, radiusKm: 4, localities: [] },
    ],
  },
  {
    name: 'Kolkata Metropolitan Area',
    aliases: ['KMA', 'Greater Kolkata', 'कोलकाता महानगर क्षेत्र', 'কলকাতা মহানগর এলাকা'],
    state: 'West Bengal',
    centre: { lat: 22.5726, lon: 88.3639 },
    cities: ['Kolkata'],
    towns: [
      {
        name: 'Howrah',
        aliases: ['हावड़ा', 'হাওড়া'],
        centre: { lat: 22.5958, lon: 88.2636 },
        radiusKm: 6,
        localities: [
          { name: 'Shibpur', aliases: ['शिबपुर', 'শিবপুর'], centre: { lat: 22.558, lon: 88.307 } },
          { name: 'Bally', aliases: ['बाली', 'বালি'], centre: { lat: 22.65, lon: 88.34 } },
        ],
      },
    ],
  },
  {
    name: 'Ahmedabad Metropolitan Region',
    aliases: ['Amdavad Region', 'अहमदाबाद महानगर क्षेत्र', 'અમદાવાદ મહાનગર પ્રદેશ'],
    state: 'Gujarat',
    centre: { lat: 23.0225, lon: 72.5714 },
    cities: ['Ahmedabad'],
    towns: [
      {
        name: 'Gandhinagar',
        aliases: ['गांधीनगर', 'ગાંધીનગર'],
        centre: { lat: 23.2156, lon: 72.6369 },
        radiusKm: 7,
        localities: [
          {
            name: 'GIFT City',
            aliases: ['Gift City', 'गिफ्ट सिटी', 'ગિફ્ટ સિટી'],
            centre: { lat: 23.16, lon: 72.684 },
          },
        ],
      },
    ],
  },
];

/**
 * What people type when they mean "anywhere": the whole country, i.e. no place filter at all ("Homes to rent across
 * India"). Compared like every place name (case, accents, spaces and punctuation ignored).
 */
export const WHOLE_COUNTRY_NAMES: readonly string[] = [
  'India',
  'All of India',
  'All India',
  'Anywhere',
  'Anywhere in India',
  'Everywhere',
  'All over India',
  'Across India',
  'Bharat',
  'Hindustan',
  'भारत',
  'इंडिया',
  'भारतवर्ष',
  'संपूर्ण भारत',
  'सम्पूर्ण भारत',
  'पूरा भारत',
  'पूरे भारत में',
  'सारा भारत',
  'कहीं भी',
  'ಭಾರತ',
  'இந்தியா',
  'பாரதம்',
  'భారతదేశం',
  'భారత్',
  'ভারত',
  'ભારત',
  'ഇന്ത്യ',
  'ഭാരതം',
  'ਭਾਰਤ',
  'ଭାରତ',
];
