/** Texts of SPEC §5 and §8 that both the server and the client show, word for word. */
export const MESSAGES = {
  updateRequired: "Title and Description are required.",
  noChanges: "No changes were made.",
  notAuthorizedUpdate: "You are not authorized to update this blog.",
  updateFailed: "Failed to update blog.",
  loadBlogFailed: "Failed to load blog data.",
  blogNotFound: "Sorry, the requested blog was not found.",
  emptyCommentTitle: "Empty Comment",
  emptyComment: "Please write something before submitting.",
  ownBlogComment: "You cannot comment on your own blog.",
  loginToComment: "Please log in to post comments.",
  invalidEmail: "Please enter a valid email address.",
  incompleteFormTitle: "Incomplete Form",
  incompleteForm: "Please fill in all fields.",
  addBlogFailed: "Failed to add blog.",
  addBlogSuccess: "Blog added successfully.",
  signInRequired: "You need to sign in to do that.",
} as const;
