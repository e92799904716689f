import type { DemoPost } from "./demo-post";

export const TECHNOLOGY_POSTS: DemoPost[] = [
  {
    title: "What Running a Small Server at Home Taught Me About the Cloud",
    category: "Technology",
    image: "/images/blogs/technology-1.webp",
    author: "linus",
    shortDesc:
      "A year of self-hosting on a second-hand mini PC: the outages, the surprises, and why I now read cloud bills differently.",
    paragraphs: [
      "Last spring I bought a second-hand mini PC for the price of a nice dinner, installed a plain Linux distribution on it, and tucked it behind the television. My goal was modest. I wanted to host my own notes app, a photo backup and a couple of side projects without paying three different subscriptions. A year later the box is still humming, and I have learned more about how the cloud actually works than in five years of clicking buttons in a console.",
      "The first lesson arrived in week two, when the power went out during a storm. Nothing dramatic happened, but when the machine came back the database for my notes refused to start because it had been interrupted in the middle of a write. I had read the words write-ahead log many times. That evening I finally understood them, because I spent an hour learning how my database recovers from a crash and why the setting I had copied from a tutorial had turned that protection off to make benchmarks look faster.",
      "The second lesson was about backups, and it was humbling. I had a nightly job that copied everything to an external drive. It ran for four months without complaint. Then I tried to restore a single photo album and discovered the job had been silently skipping a folder with a space in its name. A backup you have never restored is a hope, not a backup. Now I restore one random file every Sunday morning with my coffee, and I keep a short checklist taped to the inside of a cupboard door.",
      "Networking was the third surprise. My provider changes my home address every few days, so I set up a small script that updates a DNS record when it notices a change. It works, mostly. The few hours each month when it does not work taught me to appreciate the engineering hidden behind a managed load balancer with a fixed address, health checks and automatic certificate renewal. Those things are not magic, but they are a lot of careful, boring work that someone else is doing for you.",
      "Security was the lesson I expected and still underestimated. Within minutes of opening a port to the internet, my logs filled with login attempts from all over the world. None of them were personal. They were machines scanning every address they could find, trying the same twenty passwords. I turned off password logins entirely, moved to keys, put the web apps behind a reverse proxy, and set up automatic security updates. The attempts continue every day. They simply stopped mattering.",
      "Monitoring turned out to be the piece I enjoy most. A tiny dashboard shows me disk space, memory, temperature and how long each app takes to answer. Watching those graphs over months changed how I think about performance. Most of the time the machine is asleep. A few minutes a day it is very busy, usually because a backup or a photo import is running. Capacity planning, which sounded like a job title, is really just noticing those peaks and making sure they do not collide.",
      "So is self-hosting cheaper than the cloud? For me, yes, in money. In time, absolutely not. But the real value was never the savings. It was the understanding. When I read a cloud bill at work now, every line makes sense: the storage that has to be replicated, the bandwidth that has to leave a data centre, the managed database that quietly handles the crash recovery I once spent an evening fixing by hand. I pay for those things more willingly, because I know exactly what they replace.",
      "If you are curious, start small. Pick one service you use every day, run it yourself for a month, and write down every time something surprises you. Keep the old subscription until you have restored from your own backup at least once. You may decide to go back to the managed version, and that is a perfectly good outcome. You will go back knowing what you are paying for, and that knowledge is worth far more than the price of a second-hand mini PC.",
    ],
  },
  {
    title: "Five Keyboard Shortcuts That Quietly Save Me an Hour a Week",
    category: "Technology",
    image: "/images/blogs/technology-2.webp",
    author: "ada",
    shortDesc: "Small habits compound. These five shortcuts work in almost every editor and browser.",
    paragraphs: [
      "Jumping between words instead of letters, reopening the tab I just closed, searching every open window at once, moving a whole line up or down, and selecting the next occurrence of a word. None of these are secrets, but I measured it: together they save me roughly twelve minutes a day.",
      "Learn one a week. By the end of the month your hands will know them before your head does.",
    ],
  },
  {
    title: "Why Your Phone Battery Ages Faster in Summer",
    category: "Technology",
    image: "/images/blogs/technology-1.webp",
    author: "grace",
    shortDesc: "Heat, not charging cycles, is the quiet enemy of lithium batteries. Here is what actually helps.",
    paragraphs: [
      "Lithium-ion cells wear out through slow chemical reactions, and those reactions speed up sharply with temperature. A phone left on a car dashboard in July can lose more capacity in an afternoon than in weeks of ordinary use.",
      "The practical advice is short. Keep the phone out of direct sun, take it out of a thick case while it charges on a hot day, and do not play graphics-heavy games while it is plugged in. Charging overnight to eighty percent, which most phones now offer as an option, helps too, because a full battery at high temperature ages fastest of all.",
      "You do not need to baby your phone. Just treat heat the way you would treat water: an occasional splash is fine, a long soak is not.",
    ],
  },
  {
    title: "A Gentle Introduction to Reading Other People's Code",
    category: "Technology",
    image: "/images/blogs/technology-2.webp",
    author: "ada",
    shortDesc:
      "Most of a programmer's career is spent reading, not writing. A few techniques make unfamiliar code much less intimidating.",
    paragraphs: [
      "When I joined my first team, I was handed a repository with four hundred thousand lines of code and a friendly note that said: have a look around. I opened a file at random, read twenty lines, understood none of them, and quietly panicked. It took me years to learn that nobody reads a codebase from top to bottom. You read it the way you read a city map: you find where you are, where you want to go, and the main roads in between.",
      "Start from the outside. Find the entry point, the place where a request arrives or a program starts, and follow one real path all the way through. Pick something small and concrete, like what happens when a user clicks Save. Write down each file you pass through. That single thread will teach you the shape of the whole system better than an hour of browsing folders.",
      "Run the code before you read it. A debugger, or even a few temporary print statements, turns static text into a story with a beginning and an end. Seeing the actual values flowing through a function answers questions that reading alone cannot. Tests are a gift here: a good test is a tiny, runnable example of how the authors expected their code to be used.",
      "Finally, be generous. Code that looks strange usually had a reason. Look at the history of a confusing line before you judge it; the commit message often explains the bug it fixed. And when you do understand something tricky, leave a short comment for the next reader. Someday that reader will be you.",
    ],
  },
  {
    title: "The Case for Boring Technology",
    category: "Technology",
    image: "/images/blogs/technology-1.webp",
    author: "linus",
    shortDesc:
      "New tools are exciting. Proven tools let you ship. Choosing well means knowing which one you need today.",
    paragraphs: [
      "Every team has a limited budget for novelty. Spend it on the part of your product that makes it special, and use well-understood tools everywhere else. A database that has been around for twenty years has already met the strange bug you are about to hit, and someone has written about the fix.",
    ],
  },
  {
    title: "Programming Without Fear: Small Tests as a Safety Net",
    category: "Technology",
    image: "/images/blogs/technology-2.webp",
    author: "linus",
    shortDesc:
      "How a handful of tiny automated tests turned changing old code from a nervous gamble into a routine part of my week.",
    paragraphs: [
      "For years I treated every change to an old program like defusing a bomb. I would read the code three times, make the smallest edit I could, click through the app by hand and then hope. Most of the time nothing broke. The times something did break, it broke somewhere I had not looked, days later, in front of someone else.",
      "What changed was not a framework or a methodology. It was writing one small test before touching anything: a few lines that call the function I am about to change with an ordinary input and check the answer. If the test passes before my change and after it, I have learned something. If it fails, I have learned something more useful, and I have learned it in seconds rather than in a bug report.",
      "The tests do not have to be clever. Mine check boring things: that a date is formatted the way the invoice expects, that an empty list gives an empty total, that a name with an apostrophe survives a round trip through the database. Boring is the point. Each one is a promise the program makes, written down where a machine can check it every time I save a file.",
      "The surprise was how much faster programming became. I stopped clicking through the app to check that nothing broke, because the tests did that for me. I started making bigger improvements, because a mistake would show up in a red line within a minute instead of a phone call within a week. Fear is expensive, and a small safety net is the cheapest way I know to buy it back.",
    ],
  },
];
