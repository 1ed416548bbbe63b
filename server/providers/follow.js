// A fake follow-button widget in the shape of twttr.widgets.createFollowButton.
window.twttr = {
  widgets: {
    createFollowButton(username, element) {
      const link = document.createElement('a');
      link.className = 'fake-follow-button';
      link.href = `https://twitter.com/${encodeURIComponent(username)}`;
      link.textContent = `Follow @${username}`;
      element.append(link);
      return Promise.resolve(link);
    },
  },
};
