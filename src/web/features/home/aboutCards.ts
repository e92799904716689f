/** SPEC §2 About Us: six static cards, in SPEC's order. */
export const ABOUT_CARDS = [
  {
    title: "Passionate Writing",
    text: "Every post on Inkwell is written by people who care deeply about their craft and their readers.",
  },
  {
    title: "Global Reach",
    text: "Readers from every corner of the world discover new voices here each day.",
  },
  {
    title: "Supportive Community",
    text: "Comments that help, not hurt. Writers and readers lift each other up.",
  },
  {
    title: "Innovative Features",
    text: "Wishlists, rankings and clean reading layouts make great writing easy to find and enjoy.",
  },
  {
    title: "Collaborative Network",
    text: "Meet fellow writers, swap ideas and grow together through shared stories.",
  },
  {
    title: "Secure & Reliable",
    text: "Your account and your words are protected, and the platform is built to stay up.",
  },
] as const;
