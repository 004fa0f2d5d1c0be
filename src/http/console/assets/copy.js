// The console's only script: a "Copy" button beside a secret shown once. Without it the page still works
// (the secret is selected with the mouse or keyboard), so the button stays hidden until this runs.
for (const button of document.querySelectorAll('button[data-copy]')) {
  const secret = document.getElementById(button.dataset.copy);
  const status = document.getElementById(button.dataset.status);
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(secret.textContent);
      status.textContent = 'Copied to the clipboard.';
    } catch {
      // No clipboard access (an insecure origin, or refused): select it for the person to copy.
      getSelection().selectAllChildren(secret);
      status.textContent = 'Could not copy automatically: the text is selected, copy it with your keyboard.';
    }
  });
}
