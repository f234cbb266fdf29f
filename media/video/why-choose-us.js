// The 'Why choose us' presentation: narrated slides driven by the narration's clock.
(function () {
  var audio = document.getElementById('narration');
  var toggle = document.getElementById('toggle');
  var fill = document.getElementById('fill');
  var time = document.getElementById('time');
  var slides = Array.prototype.slice.call(document.querySelectorAll('.slide'));

  function fmt(s) {
    s = Math.floor(s || 0);
    return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
  }
  function render() {
    var t = audio.currentTime;
    var current = 0;
    slides.forEach(function (el, i) {
      if (t >= Number(el.getAttribute('data-at'))) current = i;
    });
    slides.forEach(function (el, i) {
      el.classList.toggle('on', i === current);
    });
    fill.style.width = audio.duration ? (t / audio.duration) * 100 + '%' : '0';
    time.textContent = fmt(t);
    var playing = !audio.paused && !audio.ended;
    toggle.textContent = playing ? '❚❚' : '▶';
    toggle.setAttribute('aria-label', playing ? 'Пауза' : 'Відтворити');
  }
  toggle.addEventListener('click', function () {
    if (audio.paused || audio.ended) audio.play();
    else audio.pause();
  });
  ['timeupdate', 'play', 'pause', 'ended', 'loadedmetadata'].forEach(function (e) {
    audio.addEventListener(e, render);
  });
  render();
  if (/[?&]autoplay=1\b/.test(location.search)) {
    audio.play().catch(function () {
      // Autoplay refused by the browser: the play button stays visible.
      render();
    });
  }
})();
