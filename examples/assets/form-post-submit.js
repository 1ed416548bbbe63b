// Run by the form's post-submit HTML after a successful submission (the block recreates the script so it executes).
const note = document.createElement('p');
note.className = 'hint';
note.textContent = 'The post-submit script ran.';
document.querySelector('.post')?.after(note);
