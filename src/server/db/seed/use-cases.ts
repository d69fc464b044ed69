import type { useCases } from '../schema';

type UseCaseSeed = Omit<typeof useCases.$inferInsert, 'sortOrder'>;

/**
 * Hypothetical scenarios for the home-page carousel: invented people and companies, shown
 * labelled as hypothetical until real customers can be quoted.
 */
export const useCaseSeeds: UseCaseSeed[] = [
  {
    id: 'handloom-exporter',
    quote:
      'With listings translated into five languages, a handloom cooperative could answer a buyer in Germany the same morning the inquiry arrives.',
    author: 'Meera Iyer',
    position: 'Export Manager',
    company: 'A handloom cooperative',
    location: 'Kanchipuram, Tamil Nadu',
    translations: {
      hi: {
        quote:
          'पाँच भाषाओं में अनुवादित लिस्टिंग के साथ, एक हथकरघा सहकारी समिति जर्मनी के खरीदार को उसी सुबह जवाब दे सकती है जिस सुबह पूछताछ आती है।',
        position: 'निर्यात प्रबंधक',
        company: 'एक हथकरघा सहकारी समिति',
        location: 'कांचीपुरम, तमिलनाडु',
      },
    },
  },
  {
    id: 'retail-buyer',
    quote:
      'A retail chain sourcing festive décor could compare verified suppliers from Jaipur and Moradabad side by side instead of travelling to both.',
    author: 'Rohan Mehta',
    position: 'Sourcing Lead',
    company: 'A home-décor retail chain',
    location: 'Mumbai, Maharashtra',
    translations: {
      hi: {
        quote:
          'त्योहारी सजावट खरीदने वाली एक रिटेल चेन जयपुर और मुरादाबाद के सत्यापित आपूर्तिकर्ताओं की तुलना दोनों जगह जाए बिना एक साथ कर सकती है।',
        position: 'सोर्सिंग प्रमुख',
        company: 'एक होम-डेकोर रिटेल चेन',
        location: 'मुंबई, महाराष्ट्र',
      },
    },
  },
  {
    id: 'spice-farmer-group',
    quote:
      'A farmer producer group could list its cardamom with photos and a price range, and let AI matching bring wholesale buyers to it.',
    author: 'Joseph Varghese',
    position: 'Secretary',
    company: 'A spice farmer producer organisation',
    location: 'Idukki, Kerala',
    translations: {
      hi: {
        quote:
          'एक किसान उत्पादक समूह अपनी इलायची को तस्वीरों और मूल्य सीमा के साथ सूचीबद्ध कर सकता है, और एआई मिलान थोक खरीदारों को उस तक ला सकता है।',
        position: 'सचिव',
        company: 'एक मसाला किसान उत्पादक संगठन',
        location: 'इडुक्की, केरल',
      },
    },
  },
  {
    id: 'engineering-msme',
    quote:
      'A small engineering unit could show its ISO certificates and council membership once, and let its trust score speak to overseas buyers.',
    author: 'Sunil Patil',
    position: 'Founder',
    company: 'A precision-engineering MSME',
    location: 'Pune, Maharashtra',
    translations: {
      hi: {
        quote:
          'एक छोटी इंजीनियरिंग इकाई अपने ISO प्रमाणपत्र और परिषद सदस्यता एक बार दिखा सकती है, और उसका ट्रस्ट स्कोर विदेशी खरीदारों से बात करेगा।',
        position: 'संस्थापक',
        company: 'एक प्रिसिज़न-इंजीनियरिंग एमएसएमई',
        location: 'पुणे, महाराष्ट्र',
      },
    },
  },
  {
    id: 'pharma-distributor',
    quote:
      'A distributor in Africa could find WHO-GMP certified generics makers in Hyderabad and check price intelligence before asking for quotes.',
    author: 'Amina Okafor',
    position: 'Procurement Director',
    company: 'A pharmaceutical distributor',
    location: 'Lagos, Nigeria',
    translations: {
      hi: {
        quote:
          'अफ़्रीका का एक वितरक हैदराबाद में WHO-GMP प्रमाणित जेनेरिक दवा निर्माताओं को खोज सकता है और कोटेशन माँगने से पहले मूल्य जानकारी देख सकता है।',
        position: 'खरीद निदेशक',
        company: 'एक दवा वितरक',
        location: 'लागोस, नाइजीरिया',
      },
    },
  },
  {
    id: 'textile-startup',
    quote:
      'A new apparel brand could search "organic cotton knitwear", shortlist Tiruppur mills by MOQ, and place a first sample order within a week.',
    author: 'Ananya Das',
    position: 'Co-founder',
    company: 'An apparel start-up',
    location: 'Kolkata, West Bengal',
    translations: {
      hi: {
        quote:
          'एक नया परिधान ब्रांड "ऑर्गेनिक कॉटन निटवियर" खोज सकता है, न्यूनतम ऑर्डर मात्रा के हिसाब से तिरुप्पुर की मिलों को चुन सकता है और एक हफ़्ते में पहला सैंपल ऑर्डर दे सकता है।',
        position: 'सह-संस्थापक',
        company: 'एक परिधान स्टार्ट-अप',
        location: 'कोलकाता, पश्चिम बंगाल',
      },
    },
  },
];
