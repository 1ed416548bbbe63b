// A fake Disqus count script: fills every element that asks for a count.
document.querySelectorAll('.disqus-comment-count,[href$="#disqus_thread"]').forEach((element, index) => {
  element.textContent = `${index + 3} Comments`;
});
