/** The form error-paths page: tells the reference API how to answer the next form submission. */
(() => {
  const $ = (id) => document.getElementById(id);
  $('force').addEventListener('click', async () => {
    const [call, status] = $('answer').value.split(':');
    await fetch('/__reference/fail', { method: 'DELETE' });
    const response = await fetch('/__reference/fail', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Until cleared: browsers quietly resend a POST whose connection was dropped.
      body: JSON.stringify({
        path: `/api/form/${call}`,
        status: /^\d+$/.test(status) ? Number(status) : status,
        times: 0,
      }),
    });
    $('rule').textContent = response.ok
      ? `The next submissions get: ${$('answer').selectedOptions[0].textContent}. Send the form.`
      : `The reference API refused the rule (${response.status}).`;
  });
  $('clear').addEventListener('click', async () => {
    await fetch('/__reference/fail', { method: 'DELETE' });
    $('rule').textContent = 'Answering normally.';
  });
})();
