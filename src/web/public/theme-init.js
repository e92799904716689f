// Runs before first paint so a saved or system dark theme never flashes light.
(function () {
  try {
    var saved = localStorage.getItem("inkwell-theme");
    var theme = saved === "dark" || saved === "light" ? saved : matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    document.documentElement.setAttribute("data-theme", theme);
  } catch (e) {
    document.documentElement.setAttribute("data-theme", "light");
  }
})();
