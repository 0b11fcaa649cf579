// The one way a workaround in this folder adds CSS to the page.
// One <style> element per concern, added once to <head>: the panel's own CSS, outside Strapi's
// styled-components, so a rule can be read and removed on its own.

export const installStyle = (name: string, css: string) => {
  if (document.head.querySelector(`style[data-vision="${name}"]`)) return;
  const style = document.createElement('style');
  style.setAttribute('data-vision', name);
  style.textContent = css;
  document.head.appendChild(style);
};
