import type { DemoPost } from "./demo-post";

export const TRAVEL_POSTS: DemoPost[] = [
  {
    title: "Three Weeks on Slow Trains Across the Balkans",
    category: "Travel",
    image: "/images/blogs/travel-1.webp",
    author: "grace",
    shortDesc:
      "No flights, no rush: a rail journey from Ljubljana to Thessaloniki, with long lunches and longer delays.",
    paragraphs: [
      "I promised myself one trip without a single flight, and the Balkans seemed like the right place to keep that promise. The plan was loose on purpose: start in Ljubljana, end in Thessaloniki, and take whatever trains and buses ran in between. I packed one bag, a paper notebook, and a phrasebook that turned out to be mostly useful for ordering coffee.",
      "The first leg, from Ljubljana to Zagreb, set expectations nicely. The train left on time, crossed a border with a polite passport check, and arrived two minutes early. I remember feeling almost disappointed. I had come for adventure and received efficiency. That changed soon enough.",
      "Between Zagreb and Belgrade there was, at the time of my trip, no direct daytime train, so I took an early bus to the border and a local train from there. The local train had four carriages, one of which was closed for reasons nobody could explain. I shared a compartment with a retired schoolteacher who spoke four languages and insisted I try her homemade plum brandy at nine in the morning. I declined politely twice and accepted the third time, which I was told is the correct number.",
      "Belgrade surprised me with its energy. I had planned two nights and stayed five. I walked along the rivers where the Sava meets the Danube, ate grilled peppers and fresh bread in a tiny family restaurant, and spent an entire afternoon in a bookshop café where the owner drew me a map of the city on a napkin, marking every bakery she considered worth the calories.",
      "The stretch south through Serbia and into North Macedonia was the slowest of the trip, and my favourite. The line climbs through river gorges where the train moves barely faster than a bicycle. People opened the windows, leaned out and took photographs. At one station we waited forty minutes for a train coming the other way on the single track. Nobody complained. A man sold cold water and sunflower seeds along the platform, and children chased each other between the carriages.",
      "Skopje was a puzzle of a city, a mix of old Ottoman bazaar streets and enormous new statues. I liked the bazaar best, with its tiny workshops where craftsmen repaired shoes, watches and radios. One watchmaker fixed the strap on my old watch in ten minutes and refused payment until I agreed to drink a coffee with him while he told me about his grandfather, who had owned the same shop.",
      "The final leg to Thessaloniki was mostly a bus, which felt like cheating after so many trains, but the view as we came down towards the sea made up for it. After three weeks inland, the smell of salt in the air was wonderful. I spent my last two days walking the waterfront, eating far too many pastries filled with cream, and writing in my notebook.",
      "Slow travel is not for every trip. If you have four days of holiday, fly. But if you can spare the time, there is something rare about watching the landscape change outside a window hour after hour, and arriving somewhere feeling like you have actually travelled, not simply been moved.",
      "People often ask whether it felt lonely. It rarely did. A train compartment is a small, temporary village, and for a few hours everyone in it shares the same view, the same delays and, usually, the same bag of sunflower seeds.",
      "A few practical notes for anyone tempted to follow. Timetables change often, so check them locally a day before you leave rather than trusting a website from last year. Carry some cash in each currency for station kiosks. Bring snacks, water and patience in equal measure. And say yes to the plum brandy, eventually.",
    ],
  },
  {
    title: "How to Pack for Two Weeks in One Small Backpack",
    category: "Travel",
    image: "/images/blogs/travel-2.webp",
    author: "linus",
    shortDesc: "The short list that lets me skip the baggage carousel on every trip.",
    paragraphs: [
      "Three tops, two bottoms, one warm layer, one rain shell, and shoes you can walk twenty thousand steps in. Everything should go with everything else. Wash a few things in the sink every third night and they will be dry by morning.",
      "The secret is not rolling or folding. It is deciding, before you pack, that you will buy anything you truly forgot.",
    ],
  },
  {
    title: "A Rainy Weekend in Edinburgh, Hour by Hour",
    category: "Travel",
    image: "/images/blogs/travel-1.webp",
    author: "ada",
    shortDesc: "Edinburgh in the rain is still Edinburgh. Here is how I spent forty-eight grey, happy hours.",
    paragraphs: [
      "Friday evening began with soup in a tiny café below street level, the kind of place where the windows steam up and the staff know every regular by name. After dinner I walked the Royal Mile with an umbrella that gave up halfway, and ended up sheltering in a pub where a folk trio played to about eleven people, all of whom sang along.",
      "Saturday was museum day. The National Museum of Scotland is free, enormous and dry, which made it perfect. I meant to stay an hour and stayed four, mostly on the rooftop terrace between showers and in the galleries about inventions. In the afternoon I climbed Calton Hill during a brief break in the clouds and was rewarded with a view across the whole city to the sea.",
      "Sunday was slow: a long breakfast, a walk through the Dean Village along the Water of Leith, and a secondhand bookshop where I bought far more than would fit in my bag. I caught the evening train home soaked, tired and very content.",
    ],
  },
  {
    title: "The Joy of Getting Lost on Purpose",
    category: "Travel",
    image: "/images/blogs/travel-2.webp",
    author: "grace",
    shortDesc: "Put the map away for one afternoon. You will remember that afternoon longest.",
    paragraphs: [
      "In every new city I now set aside a few hours with no map and one rule: turn whenever a street looks interesting. I have found a courtyard concert in Lisbon, a family bakery in Naples and a tiny cat museum in Kraków this way. None of them were on any list.",
    ],
  },
  {
    title: "Travelling With a Toddler: What Actually Helped",
    category: "Travel",
    image: "/images/blogs/travel-1.webp",
    author: "linus",
    shortDesc: "Fewer sights, more playgrounds, and a surprising love of trams.",
    paragraphs: [
      "We planned one thing each day and treated everything else as a bonus. Our daughter cared nothing for cathedrals and everything for trams, pigeons and the hotel lift, so we rode a lot of trams.",
      "Pack the familiar: the same cup, the same blanket, the same bedtime book. Rent an apartment with a kitchen if you can, because hungry toddlers do not wait for restaurant opening hours. And lower your expectations until they touch the floor; then every good moment feels like a gift.",
    ],
  },
];
