import type { DemoPost } from "./demo-post";

export const EDUCATION_POSTS: DemoPost[] = [
  {
    title: "Learning a Language at Forty: A Year of Small Daily Steps",
    category: "Education",
    image: "/images/blogs/education-1.webp",
    author: "ada",
    shortDesc:
      "I started Portuguese at forty with fifteen minutes a day. Here is what worked, what did not, and what I would do again.",
    paragraphs: [
      "I have always believed I was bad at languages. At school I memorised French verb tables the night before each test and forgot them the morning after. So when my partner's family, who live near Porto, started gently suggesting that I might one day join the dinner conversation instead of smiling politely, I felt a familiar dread. I was forty. Surely that window had closed.",
      "It had not. What I learned in one year is that adults are not worse at languages; we are just busier, more self-conscious, and more used to being competent. The trick was to design a routine so small that being busy could not break it and so private that self-consciousness could not reach it.",
      "My rule was fifteen minutes a day, every day, no exceptions and no heroics. On a good day I could do more, but I was not allowed to do less. I kept a simple calendar on the fridge and drew a cross for every day I practised. After three weeks the chain of crosses became its own motivation. I did not want to break it, even on the evening I came home from a delayed flight at midnight and did my fifteen minutes in my coat.",
      "For the first two months I focused almost entirely on listening. I found a podcast for beginners where two hosts speak slowly about everyday things, and I listened while cooking and walking. I understood maybe a quarter at first. That felt terrible, but it was exactly the right level. Slowly the quarter became a third, then a half. The day I laughed at one of their jokes before the English explanation, I almost dropped a pan.",
      "Grammar came next, but in small doses. Instead of memorising tables, I wrote three sentences each morning about my plans for the day, using whatever I had learned. They were terrible sentences. My partner corrected them over breakfast, usually while trying not to laugh. Those corrections stuck far better than any textbook, because they were about my own life: my meetings, my cycling, my unreasonable love of sardines.",
      "The hardest part was speaking. I knew enough words by spring but froze whenever a real person waited for my answer. What finally helped was an online conversation class with a patient tutor who insisted on one rule: no English, even when I was stuck. Being forced to describe a word I did not know, using words I did know, was exhausting and wonderful. I learned to say the thing you use to open wine before I learned the word for corkscrew, and honestly that was the more useful skill.",
      "There were plateaus. Around month seven I felt I had stopped improving entirely. My tutor suggested I switch what I was consuming, so I started watching a Portuguese cooking show with subtitles in Portuguese. Hearing and reading the same words at the same time broke the plateau within a few weeks. Changing the input, not increasing the effort, was the answer.",
      "At the end of the year I sat at a long table in a garden outside Porto and followed most of a two-hour family lunch. I told a story about getting lost on the way there. People laughed in the right places. My partner's grandmother patted my hand and told me my accent was terrible but my heart was in the right place, which I have decided to take as the highest possible compliment.",
      "If you are thinking about learning something that feels too late, start absurdly small, protect the habit more than the results, and let real people correct you. Fifteen minutes is enough. It just has to be every day.",
    ],
  },
  {
    title: "The Feynman Technique in Plain Words",
    category: "Education",
    image: "/images/blogs/education-2.webp",
    author: "grace",
    shortDesc: "Explain it to a twelve-year-old. Where you stumble is exactly where you need to study.",
    paragraphs: [
      "Pick a topic. Write an explanation of it on a blank page as if you were teaching a curious child, using no jargon. When you get stuck, or find yourself reaching for a technical term to cover a gap, go back to your sources and fill that gap. Then simplify again.",
      "It is uncomfortable because it exposes what you only thought you knew. That discomfort is the learning.",
    ],
  },
  {
    title: "What Teachers Wish Parents Knew About Homework",
    category: "Education",
    image: "/images/blogs/education-1.webp",
    author: "linus",
    shortDesc:
      "I asked twelve teachers the same question. Their answers were kinder and more practical than I expected.",
    paragraphs: [
      "The most common answer was simple: let it be your child's work. A page with mistakes tells the teacher exactly what to explain again tomorrow. A perfect page finished by a parent tells them nothing, and the lesson moves on without the child.",
      "Several teachers said the best help is a quiet place, a fixed time and a parent nearby doing their own reading. Not hovering, not correcting, just present. Children copy routines more than instructions.",
      "And nearly all of them said the same thing about tears at the kitchen table: stop. Write a short note saying your child tried for twenty minutes and got stuck. Teachers would much rather know than receive a finished worksheet and a family that dreads Tuesday evenings.",
      "Finally, ask about the day, not about the grades. Children who talk about what they learned remember it better, and the grades tend to follow on their own.",
    ],
  },
  {
    title: "Spaced Repetition for People Who Hate Flashcards",
    category: "Education",
    image: "/images/blogs/education-2.webp",
    author: "ada",
    shortDesc: "You do not need an app. You need to meet an idea again just before you forget it.",
    paragraphs: [
      "Memory fades on a curve. Reviewing something right as it starts to slip resets that curve and flattens it. Flashcard apps automate the timing, but a notebook works too: review today's notes tomorrow, then in three days, then in a week, then in a month. Each review takes a minute, and four minutes a month beats cramming a whole evening.",
    ],
  },
  {
    title: "Why Handwritten Notes Still Win",
    category: "Education",
    image: "/images/blogs/education-1.webp",
    author: "grace",
    shortDesc: "Typing captures words. Writing by hand forces you to choose them.",
    paragraphs: [
      "Because we cannot write as fast as someone speaks, we are forced to summarise, and summarising is thinking. Studies keep finding that students who take notes by hand remember concepts better, even though they write down less.",
    ],
  },
];
