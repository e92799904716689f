import type { DemoPost } from "./demo-post";

export const LIFESTYLE_POSTS: DemoPost[] = [
  {
    title: "The Year I Stopped Buying New Things",
    category: "Lifestyle",
    image: "/images/blogs/lifestyle-1.webp",
    author: "linus",
    shortDesc:
      "Twelve months of repairing, borrowing and buying secondhand: the money saved, the rules I broke, and what surprised me most.",
    paragraphs: [
      "It started with a broken kettle. I was standing in a shop holding a shiny new one when I realised I could not remember why the old one had stopped working. I had not tried to fix it. I had not even looked. I put the new kettle back, went home, and found that the switch was simply clogged with limescale. Ten minutes with vinegar and an old toothbrush, and it boiled again. That evening I decided to try a year of buying nothing new.",
      "The rules were simple, and I wrote them on an index card that still sits on my desk. Food, medicine, hygiene products and gifts for other people were allowed. Everything else had to be repaired, borrowed, or bought secondhand. If none of those worked, I had to wait thirty days, and if I still needed the thing after thirty days, I could buy it new and write down why.",
      "The first month was the hardest, not because I needed things, but because I noticed how often I wanted them. Buying had become a small reward for a long day, a way to feel productive, a hobby I had never chosen. Without it, those evenings felt oddly empty. I filled them, slowly, with other things: I started walking after dinner, I picked up the guitar that had been gathering dust, and I finally learned to sew on a button properly.",
      "Repairing turned into a genuine pleasure. A local repair café meets on the first Saturday of every month in a church hall, and volunteers with remarkable patience help you fix whatever you bring. Over the year I repaired a lamp, a pair of headphones, a rucksack zip, a wobbly chair and, with considerable help, a vacuum cleaner. Every fix came with a story and usually a cup of tea.",
      "Borrowing was the second revelation. I borrowed a drill from a neighbour, a tent from a colleague, a suit for a wedding from my brother and a bread maker from someone on the local sharing app I had never met. Each loan was also a small conversation and, more than once, the beginning of a friendship. My neighbour and I now share a lawnmower, a ladder and a standing Thursday evening chess game.",
      "Secondhand shopping took more effort than clicking a button, but it was rarely disappointing. My winter coat came from a charity shop and is better made than anything I could have afforded new. A secondhand bicycle, checked over by the repair café, replaced two bus passes. I learned to search listings patiently and to ask sellers why they were selling; the answers were often delightful.",
      "I broke the rules twice. Once for running shoes, after my old pair started giving me knee pain and thirty days of searching found nothing in my size. And once for a replacement phone battery, which technically was a repair. I wrote both down on the index card, and I do not feel guilty about either.",
      "Financially, the year was a clear success. I saved a little over a month's salary, mostly from the small purchases I used to make without thinking. But the more lasting change was quieter. I own fewer things and know each of them better. I know where my coat came from and who fixed my lamp. My home feels less like a storage unit and more like a place.",
      "The year is over now, and I do buy new things again, occasionally. The thirty-day rule stayed, though, and so did the repair café. If you are curious, try a month instead of a year. Fix one thing you were about to replace. Borrow one thing you were about to buy. You may find, as I did, that what you wanted was never really the thing itself.",
    ],
  },
  {
    title: "A Sunday Reset Routine That Makes Mondays Kinder",
    category: "Lifestyle",
    image: "/images/blogs/lifestyle-2.webp",
    author: "ada",
    shortDesc: "Ninety minutes on Sunday afternoon, and the week starts calmly instead of in a scramble.",
    paragraphs: [
      "Clear the kitchen and run the dishwasher. Look at the week's calendar and write the three things that truly matter. Plan four dinners and shop once. Lay out clothes for Monday. Then stop, make tea, and do something purely for fun for the rest of the evening.",
      "The routine is not about productivity. It is about removing tiny decisions from Monday morning, when you have the least patience for them.",
    ],
  },
  {
    title: "Notes From a Tiny Balcony Garden",
    category: "Lifestyle",
    image: "/images/blogs/lifestyle-1.webp",
    author: "grace",
    shortDesc: "Three square metres, five pots, and more tomatoes than I could give away.",
    paragraphs: [
      "I started with herbs because everyone said herbs were easy. Basil sulked, mint conquered everything and rosemary thrived on neglect. In the second year I tried cherry tomatoes in a deep pot with a cheap stake, and by August I was leaving bags of them on my neighbours' doormats.",
      "The real harvest was the ten minutes each morning with a coffee, checking what had grown overnight. It is the calmest part of my day, and it costs less than a streaming subscription.",
    ],
  },
  {
    title: "How We Made Our Small Flat Feel Bigger",
    category: "Lifestyle",
    image: "/images/blogs/lifestyle-2.webp",
    author: "linus",
    shortDesc: "Mirrors, fewer and taller pieces of furniture, and one very hard decision about a sofa.",
    paragraphs: [
      "We measured everything and discovered our sofa took up nearly a third of the living room. Replacing it with a smaller one and a reading chair changed the room completely. Tall bookshelves instead of wide ones, a large mirror opposite the window, lights at three different heights and one colour for all the walls did the rest.",
      "The best rule we adopted: every object needs a home, and if it has no home, it has to leave.",
    ],
  },
  {
    title: "In Praise of Doing One Thing at a Time",
    category: "Lifestyle",
    image: "/images/blogs/lifestyle-1.webp",
    author: "ada",
    shortDesc: "Multitasking feels efficient. It rarely is.",
    paragraphs: [
      "Eat breakfast without your phone. Listen to a friend without checking messages. Read one book, not four. It is harder than it sounds, and the world feels slower and richer for it.",
    ],
  },
  {
    title: "Food Prep Sundays: Cook Once, Eat Well All Week",
    category: "Lifestyle",
    image: "/images/blogs/lifestyle-2.webp",
    author: "ada",
    shortDesc:
      "Two hours in the kitchen on Sunday afternoon buys five calm weekday evenings, less waste and far fewer takeaway menus.",
    paragraphs: [
      "Weekday evenings in our house used to end the same way: a tired look into the fridge, a shrug, and a takeaway menu. The food was fine. The bill and the packaging were not. So we tried something our grandparents would have found obvious: cooking most of the week's food in one go.",
      "Every Sunday afternoon we roast two trays of vegetables, cook a big pot of grains, make one soup or stew, and prepare a jar of dressing. Nothing fancy. Those four things combine into different meals all week: a grain bowl on Monday, soup with bread on Tuesday, roasted vegetables folded into an omelette on Wednesday.",
      "The unexpected benefit was less waste. When the vegetables are already roasted, they get eaten instead of wilting in the drawer. We shop with a short list built around the Sunday cook, and the food bill dropped by about a fifth in the first month.",
      "Start with one dish rather than four. Double a recipe you already like, portion the extra into containers, and notice how good it feels on Wednesday to open the fridge and find dinner waiting for you.",
    ],
  },
];
